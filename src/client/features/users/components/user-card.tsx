import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getDisplayName } from '../../../../shared/contracts/auth-paths';
import type { BusinessUser } from '../../../../shared/contracts/users';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  Card,
  CardContent,
} from '../../../components/ui';
import { formatDate } from '../../../lib/format';

export function UserCard({
  user,
  isSelf,
  onDelete,
  deleting,
}: {
  user: BusinessUser;
  isSelf: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('users');
  const name = getDisplayName(user);
  const canDelete = !isSelf && !user.isOwner;
  return (
    <Card data-testid="user-card">
      <CardContent className="flex items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">
            {name} {isSelf && <span className="text-sm text-muted-foreground">{t('card.you')}</span>}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{t(`roles.${user.role}`)}</Badge>
            {user.isOwner && <Badge variant="outline">{t('card.owner')}</Badge>}
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t('card.added', { date: formatDate(user.createdAt) })}</p>
        </div>
        {canDelete && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('card.delete', { name })} disabled={deleting}>
                <Trash2 className="size-4 text-destructive" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.description', { name })}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={onDelete}>
                  {t('delete.confirm')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </CardContent>
    </Card>
  );
}
