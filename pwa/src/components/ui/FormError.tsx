type FormErrorProps = { message: string | null; testId?: string };

/** Inline form error, announced to screen readers as soon as it appears. */
export function FormError({ message, testId = 'form-error' }: FormErrorProps) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
      {message}
    </p>
  );
}
