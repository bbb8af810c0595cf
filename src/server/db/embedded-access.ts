import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL may live (decision 0009): run as root, its files and process belong
 * to the `postgres` user, which must be able to reach DATA_DIR without any folder being opened to
 * everyone; and its Unix socket lives in a local runtime folder rather than in DATA_DIR, so DATA_DIR
 * may sit on a file system that cannot hold sockets (FUSE, network shares, exFAT/NTFS USB disks).
 */

export interface Owner {
  uid: number;
  gid: number;
}

const sh = (script: string, args: string[], owner?: Owner) =>
  spawnSync('/bin/sh', ['-c', script, 'sh', ...args], { ...owner, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });

/** Whether `owner` can pass through every folder down to `dir` (tested as that user, so ACLs and groups count). */
export function canReach(dir: string, owner: Owner): boolean {
  return sh('test -x "$1"', [dir], owner).status === 0;
}

const has = (cmd: string) => sh('command -v "$1"', [cmd]).status === 0;

/**
 * Adds `u:<uid>:x` to a folder's POSIX ACL: traverse for that one user, nothing for anyone else (the
 * folder's group and other bits stay as they were; `ls -l` shows the ACL mask, `--x`, in the group
 * column and a `+`). With `setfacl` (package acl) when installed; otherwise the same bytes are
 * written to the `system.posix_acl_access` attribute through Python, which Node cannot do itself.
 */
function addTraverseAcl(dir: string, uid: number): string | null {
  if (has('setfacl')) {
    const res = spawnSync('setfacl', ['-m', `u:${uid}:x`, dir], { encoding: 'utf8' });
    return res.status === 0 ? null : `setfacl: ${res.stderr.trim() || res.error?.message}`;
  }
  if (has('python3')) {
    const res = spawnSync('python3', ['-c', SET_ACL_PY, dir, String(uid)], { encoding: 'utf8' });
    return res.status === 0 ? null : `setting the ACL failed: ${res.stderr.trim().split('\n').pop() ?? res.error?.message}`;
  }
  return 'neither setfacl (package acl) nor python3 is installed to set an ACL';
}

// Linux's binary ACL (xattr version 2): entries of tag u16, perm u16, id u32, sorted by tag then id;
// the mask is recomputed as setfacl does (the union of the named and group entries).
const SET_ACL_PY = `
import os, struct, sys
p, uid = sys.argv[1], int(sys.argv[2])
NONE = 0xFFFFFFFF
mode = os.stat(p).st_mode
try:
    raw = os.getxattr(p, 'system.posix_acl_access')
except OSError:
    raw = b''
entries = {}
if len(raw) > 4:
    for i in range(4, len(raw), 8):
        tag, perm, eid = struct.unpack('<HHI', raw[i:i + 8])
        entries[(tag, eid)] = perm
else:
    entries[(0x01, NONE)] = (mode >> 6) & 7
    entries[(0x04, NONE)] = (mode >> 3) & 7
    entries[(0x20, NONE)] = mode & 7
entries[(0x02, uid)] = entries.get((0x02, uid), 0) | 1
mask = 0
for (tag, eid), perm in entries.items():
    if tag in (0x02, 0x04, 0x08):
        mask |= perm
entries[(0x10, NONE)] = mask
out = struct.pack('<I', 2) + b''.join(struct.pack('<HHI', t, pm, e) for (t, e), pm in sorted(entries.items()))
os.setxattr(p, 'system.posix_acl_access', out)
`;

/** `/`, `/root`, `/root/kade`, … down to `dir`. */
function foldersDownTo(dir: string): string[] {
  const out: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    out.unshift(d);
    if (path.dirname(d) === d) return out;
  }
}

/**
 * Run as root, the `postgres` user must pass through every folder down to DATA_DIR (a clone in
 * /root: 0700). Each folder it cannot pass gets an ACL entry granting that user alone traverse;
 * nothing is opened to everyone. Returns the folders changed (empty when it could already reach).
 */
export function grantTraverse(dir: string, owner: Owner, user = 'postgres'): string[] {
  if (canReach(dir, owner)) return [];
  const granted: string[] = [];
  const targets = new Set([...foldersDownTo(dir), ...foldersDownTo(realpathSync(dir))]);
  for (const folder of targets) {
    if (canReach(folder, owner)) continue;
    const failed = addTraverseAcl(folder, owner.uid);
    if (failed || !canReach(folder, owner))
      throw new Error(
        `Running as root, the '${user}' user (the embedded PostgreSQL) cannot reach ${dir}: ${folder} lets it through ` +
          `neither by its mode nor by an ACL, and one could not be added (${failed ?? 'the file system ignores ACLs'}). ` +
          `Give that user alone traverse access (apt-get install acl; setfacl -m u:${user}:x ${folder}), ` +
          'or set DATA_DIR to a folder it can reach.',
      );
    granted.push(folder);
  }
  return granted;
}

/** A Unix socket path must fit in sockaddr_un (107 bytes and a NUL). */
export const SOCKET_PATH_MAX = 107;

/**
 * The folder for the embedded server's Unix socket: `kade-pg-<hash of the resolved DATA_DIR>` under
 * $XDG_RUNTIME_DIR (a user's own tmpfs) or the temporary directory, mode 0700, owned by the database
 * user. It must be a real folder of that user's: a symlink, or a folder someone else made first
 * (the temporary directory is shared), is removed when possible, and otherwise a fresh private one
 * is made beside it.
 */
export function socketDirFor(dataDir: string, owner?: Owner): string {
  const base = runtimeBase(owner);
  let resolved = path.resolve(dataDir);
  try {
    resolved = realpathSync(resolved);
  } catch {
    // not made yet: the resolved path names it
  }
  const dir = path.join(base, `kade-pg-${createHash('sha256').update(resolved).digest('hex').slice(0, 16)}`);
  const uid = owner?.uid ?? process.getuid?.() ?? 0;
  const gid = owner?.gid ?? process.getgid?.() ?? 0;
  if (isPrivateFolder(dir, uid)) return dir;
  try {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { mode: 0o700 });
    if (owner) chownSync(dir, uid, gid);
    if (isPrivateFolder(dir, uid)) return dir;
  } catch {
    // someone else's folder in a shared temporary directory: use a fresh one instead
  }
  const fresh = mkdtempSync(`${dir}-`);
  if (owner) chownSync(fresh, uid, gid);
  return fresh;
}

function isPrivateFolder(dir: string, uid: number): boolean {
  try {
    const st = lstatSync(dir);
    return st.isDirectory() && st.uid === uid && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

/** $XDG_RUNTIME_DIR when it is this user's (not when root hands the server to the postgres user), else the temporary directory. */
function runtimeBase(owner?: Owner): string {
  const xdg = process.env.XDG_RUNTIME_DIR;
  if (!owner && xdg && path.isAbsolute(xdg)) {
    try {
      if (lstatSync(xdg).isDirectory()) return xdg;
    } catch {
      // unset or gone: the temporary directory
    }
  }
  const tmp = os.tmpdir();
  return owner && !canReach(tmp, owner) ? '/tmp' : tmp;
}
