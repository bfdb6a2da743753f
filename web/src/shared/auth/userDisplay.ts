type DisplayFields = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
};

const firstLetter = (value: string | null) => value?.trim().charAt(0).toUpperCase() || null;

/**
 * Spec §3: the avatar shows the profile image, else the first letter of firstName, else of
 * lastName or email, else 'U'.
 */
export function avatarOf(user: DisplayFields): { src: string } | { letter: string } {
  if (user.profileImageUrl) return { src: user.profileImageUrl };
  return {
    letter:
      firstLetter(user.firstName) ?? firstLetter(user.lastName) ?? firstLetter(user.email) ?? 'U',
  };
}

/** Spec §3: the menu title is the full name, or the email when there is no firstName. */
export function menuTitleOf(user: DisplayFields): string {
  if (!user.firstName?.trim()) return user.email ?? '';
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
}
