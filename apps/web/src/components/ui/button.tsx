import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  /**
   * The action it started is running: said disabled (aria-disabled) and inert, yet it keeps the
   * focus, where `disabled` would drop it to the page body (WCAG 2.4.3) as the member presses it.
   */
  busy?: boolean;
}

/** §2 styled buttons: a native button (keyboard and roles for free) with the portal's looks. */
export function Button({
  variant = 'primary',
  size = 'normal',
  type = 'button',
  className,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size === 'small' && 'btn--small', className].filter(Boolean);
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // A busy submit button sends nothing twice: the form's submission is cancelled with the click.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
