import { Avatar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '@marketplace/domain';
import { avatarOf, menuTitleOf } from '../../shared/auth/userDisplay';
import { PROFILE_NS } from './i18n';

type AvatarUser = Pick<UserDocument, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;

/**
 * Spec §3: the profile image, else the first letter of firstName, else of lastName or email,
 * else 'U'. The letter also stands in when the image cannot load (e.g. offline).
 */
export function ProfileAvatar({ user, size }: { user: AvatarUser; size: number }) {
  const { t } = useTranslation(PROFILE_NS);
  const avatar = avatarOf(user);
  const fallback = avatarOf({ ...user, profileImageUrl: null });
  const letter = 'letter' in fallback ? fallback.letter : 'U';
  return (
    <Avatar
      src={'src' in avatar ? avatar.src : undefined}
      alt={'src' in avatar ? t('view.avatarAlt', { name: menuTitleOf(user) }) : undefined}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }}
      data-testid="profile-avatar"
    >
      {letter}
    </Avatar>
  );
}
