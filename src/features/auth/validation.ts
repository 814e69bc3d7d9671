// Client-side checks with catalogue message ids (spec 001 §5 "Login" and "Form validator rules").

// A practical e-mail check: something@something.tld, no spaces.
const EmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** Validates the login form: a valid e-mail and a password are required. */
export const validateLogin = (email: string, password: string): LoginErrors => {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = "auth.login.loginRequired";
  else if (!EmailPattern.test(trimmed)) errors.email = "auth.login.emailInvalid";
  if (!password) errors.password = "auth.login.passwordRequired";
  return errors;
};

export interface PasswordErrors {
  old?: string;
  next?: string;
  confirm?: string;
}

/** Checks a new password pair before asking the server (which applies the client's policy). */
export const validateNewPassword = (next: string, confirm: string, old?: string): PasswordErrors => {
  const errors: PasswordErrors = {};
  if (old !== undefined && !old) errors.old = "auth.password.required";
  if (!next) errors.next = "auth.password.required";
  else if (/\s/.test(next)) errors.next = "validation.noWhitespace";
  else if (old && next === old) errors.next = "auth.password.sameAsOld";
  if (!confirm) errors.confirm = "auth.password.required";
  else if (next && confirm !== next) errors.confirm = "auth.password.mismatch";
  return errors;
};

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
