/**
 * How long the links sent by e-mail stay valid (decision 008). One value, read by the server for
 * the token and the e-mail, and given to the SPA in the client configuration for #/display-email.
 */
export const accountLinkHours = 48;
export const resetPasswordLinkMinutes = 60;
