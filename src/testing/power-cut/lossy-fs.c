/*
 * lossy-fs: a FUSE passthrough that forgets, on command, every write not yet fsync'd (decision 0009,
 * the power-cut test). Usage: lossy-fs <backing dir> <mount point> [fuse options]
 *
 * Every write goes to the backing file at once (reads see it, like a page cache), but its
 * before-image is kept in memory; fsync/fdatasync of the file drops that file's before-images (the
 * data "reached the disk"). SIGUSR1 is the power cut: for every file, in reverse order, the
 * before-images are written back and the size restored, so the backing directory holds only what
 * was fsync'd. Namespace changes (create, rename, unlink, mkdir) count as durable at once, as on a
 * journalling file system; a created file whose data was never fsync'd comes back empty.
 */
#define FUSE_USE_VERSION 31
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fuse.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>

static int root_fd;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

struct undo {                 /* the bytes [off, off+len) held before a write, and the size then */
  off_t off, size_before;
  size_t len;
  char *data;
  struct undo *prev;
};
struct file {                 /* unsynced history of one path */
  char *path;
  struct undo *last;
  struct file *next;
};
static struct file *files;
static long undone_writes, synced_calls;

static const char *rel(const char *path) { return path[1] ? path + 1 : "."; }

static struct file *file_of(const char *path, int create) {
  for (struct file *f = files; f; f = f->next)
    if (!strcmp(f->path, path)) return f;
  if (!create) return NULL;
  struct file *f = calloc(1, sizeof *f);
  f->path = strdup(path);
  f->next = files;
  files = f;
  return f;
}

static void drop_undo(struct file *f) {
  while (f->last) {
    struct undo *u = f->last;
    f->last = u->prev;
    free(u->data);
    free(u);
  }
}

/* Before changing [off, off+len) of path (or its size), remember what was there. */
static void remember(const char *path, off_t off, size_t len) {
  struct stat st;
  if (fstatat(root_fd, rel(path), &st, 0) < 0) return;
  struct undo *u = calloc(1, sizeof *u);
  u->off = off;
  u->size_before = st.st_size;
  u->len = off < st.st_size ? (size_t)(st.st_size - off < (off_t)len ? st.st_size - off : (off_t)len) : 0;
  u->data = malloc(u->len ? u->len : 1);
  if (u->len) {
    int fd = openat(root_fd, rel(path), O_RDONLY);
    ssize_t got = fd >= 0 ? pread(fd, u->data, u->len, off) : -1;
    if (fd >= 0) close(fd);
    if (got != (ssize_t)u->len) u->len = got > 0 ? (size_t)got : 0;
  }
  struct file *f = file_of(path, 1);
  u->prev = f->last;
  f->last = u;
}

/* The power cut: every unsynced change is undone, newest first. */
static void power_cut(void) {
  pthread_mutex_lock(&lock);
  for (struct file *f = files; f; f = f->next) {
    int fd = openat(root_fd, rel(f->path), O_WRONLY);
    for (struct undo *u = f->last; u; u = u->prev) {
      if (fd >= 0) {
        if (u->len) pwrite(fd, u->data, u->len, u->off);
        ftruncate(fd, u->size_before);
      }
      undone_writes++;
    }
    if (fd >= 0) {
      fsync(fd);
      close(fd);
    }
    drop_undo(f);
  }
  fprintf(stderr, "lossy-fs: power cut: %ld unsynced writes undone (%ld fsyncs honoured before)\n", undone_writes, synced_calls);
  pthread_mutex_unlock(&lock);
}

static void *signal_thread(void *arg) {
  sigset_t *set = arg;
  for (;;) {
    int sig;
    if (sigwait(set, &sig) == 0 && sig == SIGUSR1) power_cut();
  }
  return NULL;
}

static int truncateat_fallback(const char *p, off_t size);

#define CHECK(expr) return (expr) < 0 ? -errno : 0

static void as_caller(const char *path) {
  struct fuse_context *c = fuse_get_context();
  fchownat(root_fd, rel(path), c->uid, c->gid, AT_SYMLINK_NOFOLLOW);
}

static int x_getattr(const char *p, struct stat *st, struct fuse_file_info *fi) {
  (void)fi;
  CHECK(fstatat(root_fd, rel(p), st, AT_SYMLINK_NOFOLLOW));
}
static int x_readdir(const char *p, void *buf, fuse_fill_dir_t fill, off_t off, struct fuse_file_info *fi, enum fuse_readdir_flags fl) {
  (void)off, (void)fi, (void)fl;
  int fd = openat(root_fd, rel(p), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return -errno;
  DIR *d = fdopendir(fd);
  struct dirent *e;
  while ((e = readdir(d))) fill(buf, e->d_name, NULL, 0, 0);
  closedir(d);
  return 0;
}
static int x_open(const char *p, struct fuse_file_info *fi) {
  if (fi->flags & O_TRUNC) {
    pthread_mutex_lock(&lock);
    remember(p, 0, (size_t)1 << 30);
    pthread_mutex_unlock(&lock);
  }
  int fd = openat(root_fd, rel(p), fi->flags & ~O_DIRECT);
  if (fd < 0) return -errno;
  fi->fh = fd;
  return 0;
}
static int x_create(const char *p, mode_t mode, struct fuse_file_info *fi) {
  int fd = openat(root_fd, rel(p), (fi->flags | O_CREAT) & ~O_DIRECT, mode);
  if (fd < 0) return -errno;
  fi->fh = fd;
  as_caller(p);
  return 0;
}
static int x_read(const char *p, char *buf, size_t n, off_t off, struct fuse_file_info *fi) {
  (void)p;
  ssize_t r = pread(fi->fh, buf, n, off);
  return r < 0 ? -errno : (int)r;
}
static int x_write(const char *p, const char *buf, size_t n, off_t off, struct fuse_file_info *fi) {
  pthread_mutex_lock(&lock);
  remember(p, off, n);
  ssize_t r = pwrite(fi->fh, buf, n, off);
  pthread_mutex_unlock(&lock);
  return r < 0 ? -errno : (int)r;
}
static int x_fsync(const char *p, int datasync, struct fuse_file_info *fi) {
  (void)datasync, (void)fi;
  pthread_mutex_lock(&lock);
  struct file *f = file_of(p, 0);
  if (f) drop_undo(f);
  synced_calls++;
  pthread_mutex_unlock(&lock);
  return 0;
}
static int x_release(const char *p, struct fuse_file_info *fi) {
  (void)p;
  close(fi->fh);
  return 0;
}
static int x_truncate(const char *p, off_t size, struct fuse_file_info *fi) {
  (void)fi;
  pthread_mutex_lock(&lock);
  remember(p, size, (size_t)1 << 30);
  int r = truncateat_fallback(p, size);
  pthread_mutex_unlock(&lock);
  return r;
}
static int x_mkdir(const char *p, mode_t m) {
  if (mkdirat(root_fd, rel(p), m) < 0) return -errno;
  as_caller(p);
  return 0;
}
static int refuse_sockets; /* LOSSY_FS_NO_SOCKETS=1: like a network share or exFAT disk, bind() of a socket here fails */
static int x_mknod(const char *p, mode_t m, dev_t dev) {
  if (refuse_sockets && S_ISSOCK(m)) return -ENOSYS;
  if (mknodat(root_fd, rel(p), m, dev) < 0) return -errno;
  as_caller(p);
  return 0;
}
static int x_unlink(const char *p) {
  pthread_mutex_lock(&lock);
  struct file *f = file_of(p, 0);
  if (f) drop_undo(f);
  pthread_mutex_unlock(&lock);
  CHECK(unlinkat(root_fd, rel(p), 0));
}
static int x_rmdir(const char *p) { CHECK(unlinkat(root_fd, rel(p), AT_REMOVEDIR)); }
static int x_rename(const char *from, const char *to, unsigned int flags) {
  if (flags) return -EINVAL;
  pthread_mutex_lock(&lock);
  struct file *old = file_of(to, 0);
  if (old) drop_undo(old);
  struct file *f = file_of(from, 0);
  if (f) {
    free(f->path);
    f->path = strdup(to);
    if (old) old->path[0] = '\0';
  }
  int r = renameat(root_fd, rel(from), root_fd, rel(to)) < 0 ? -errno : 0;
  pthread_mutex_unlock(&lock);
  return r;
}
static int x_link(const char *from, const char *to) { CHECK(linkat(root_fd, rel(from), root_fd, rel(to), 0)); }
static int x_symlink(const char *target, const char *p) {
  if (symlinkat(target, root_fd, rel(p)) < 0) return -errno;
  as_caller(p);
  return 0;
}
static int x_readlink(const char *p, char *buf, size_t n) {
  ssize_t r = readlinkat(root_fd, rel(p), buf, n - 1);
  if (r < 0) return -errno;
  buf[r] = '\0';
  return 0;
}
static int x_chmod(const char *p, mode_t m, struct fuse_file_info *fi) {
  (void)fi;
  CHECK(fchmodat(root_fd, rel(p), m, 0));
}
static int x_chown(const char *p, uid_t u, gid_t g, struct fuse_file_info *fi) {
  (void)fi;
  CHECK(fchownat(root_fd, rel(p), u, g, AT_SYMLINK_NOFOLLOW));
}
static int x_utimens(const char *p, const struct timespec tv[2], struct fuse_file_info *fi) {
  (void)fi;
  CHECK(utimensat(root_fd, rel(p), tv, AT_SYMLINK_NOFOLLOW));
}
static int x_statfs(const char *p, struct statvfs *s) {
  (void)p;
  CHECK(fstatvfs(root_fd, s));
}
static int x_fsyncdir(const char *p, int d, struct fuse_file_info *fi) {
  (void)p, (void)d, (void)fi;
  return 0;
}

static int truncateat_fallback(const char *p, off_t size) {
  int fd = openat(root_fd, rel(p), O_WRONLY);
  if (fd < 0) return -errno;
  int r = ftruncate(fd, size) < 0 ? -errno : 0;
  close(fd);
  return r;
}

static const struct fuse_operations ops = {
    .getattr = x_getattr, .readdir = x_readdir, .open = x_open, .create = x_create, .read = x_read,
    .write = x_write, .fsync = x_fsync, .release = x_release, .truncate = x_truncate, .mkdir = x_mkdir, .mknod = x_mknod,
    .unlink = x_unlink, .rmdir = x_rmdir, .rename = x_rename, .link = x_link, .symlink = x_symlink,
    .readlink = x_readlink, .chmod = x_chmod, .chown = x_chown, .utimens = x_utimens, .statfs = x_statfs,
    .fsyncdir = x_fsyncdir,
};

int main(int argc, char *argv[]) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s <backing dir> <mount point> [fuse options]\n", argv[0]);
    return 2;
  }
  root_fd = open(argv[1], O_RDONLY | O_DIRECTORY);
  if (root_fd < 0) {
    perror(argv[1]);
    return 1;
  }
  static sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, NULL); /* every FUSE thread inherits the mask; one thread waits */
  pthread_t t;
  pthread_create(&t, NULL, signal_thread, &set);
  umask(0);
  refuse_sockets = getenv("LOSSY_FS_NO_SOCKETS") != NULL;
  argv[1] = argv[0];
  return fuse_main(argc - 1, argv + 1, &ops, NULL);
}
