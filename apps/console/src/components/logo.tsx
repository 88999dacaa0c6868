/** The console's mark: a white medical cross on hospital blue, or blue on white on a blue ground. */
export function Logo({
  size = 32,
  inverted = false,
  className,
}: {
  size?: number;
  inverted?: boolean;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill={inverted ? '#fff' : '#1f6fe5'} />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill={inverted ? '#1f6fe5' : '#fff'} />
    </svg>
  );
}
