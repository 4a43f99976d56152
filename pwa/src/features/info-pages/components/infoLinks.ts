/** An internal call-to-action link shown as a button (hero and CTA band). */
export type InfoAction = {
  to: string;
  label: string;
  /** Primary is the filled button; secondary the outlined one. */
  variant?: 'primary' | 'secondary';
  testId?: string;
};
