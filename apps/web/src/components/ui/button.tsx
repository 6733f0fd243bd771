import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
}

/** §2 styled buttons: a native button (keyboard and roles for free) with the portal's looks. */
export function Button({ variant = 'primary', size = 'normal', type = 'button', className, ...props }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size === 'small' && 'btn--small', className].filter(Boolean);
  return <button type={type} className={classes.join(' ')} {...props} />;
}
