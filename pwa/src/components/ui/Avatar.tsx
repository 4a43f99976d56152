const SIZE_CLASSES = {
  sm: 'h-8 w-8 text-sm',
  md: 'h-10 w-10 text-base',
  lg: 'h-16 w-16 text-2xl',
  xl: 'h-24 w-24 text-4xl',
} as const;

type AvatarProps = {
  name: string | null | undefined;
  email?: string | null;
  src?: string | null;
  size?: keyof typeof SIZE_CLASSES;
  /** Beside the person's name or inside a control named otherwise: the photo adds nothing to read out. */
  decorative?: boolean;
};

/** The profile photo, or the first letter of the name (else of the email) on a brand background. */
export function Avatar({ name, email, src, size = 'md', decorative = false }: AvatarProps) {
  const label = name?.trim() || email || '';
  if (src) {
    return <img src={src} alt={decorative ? '' : `Ảnh đại diện của ${label}`} className={`${SIZE_CLASSES[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      className={`${SIZE_CLASSES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-semibold uppercase text-white`}
      aria-hidden="true"
    >
      {label.charAt(0) || '?'}
    </span>
  );
}
