import type { CurrentUser } from '#shared/contracts/auth';

/** The signed-in user's profile image, or the initial of their name on the brand colour. */
export function UserAvatar({ user, name }: { user: CurrentUser; name: string }) {
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt="" className="size-7 rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      className="flex size-7 items-center justify-center rounded-full bg-primary text-sm font-medium text-primary-foreground"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
