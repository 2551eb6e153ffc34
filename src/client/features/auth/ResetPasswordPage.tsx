import { PASSWORD_MIN } from '../../../shared/auth';
import { usePageTitle } from '../../usePageTitle';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

interface ResetPasswordPageProps {
  /** From the mailed link; without it the page asks for a link. */
  token: string | undefined;
}

/** /auth/reset-password: ask for a link by email, or (from the link) choose a new password. */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  usePageTitle(token ? 'Choose a new password' : 'Reset your password');
  const heading = token
    ? {
        title: 'Choose a new password',
        text: `Use at least ${PASSWORD_MIN} characters. You will be signed out everywhere.`,
      }
    : {
        title: 'Reset your password',
        text: 'Enter the email of your account and we will send you a link to choose a new password.',
      };
  return (
    <AuthCard title={heading.title} text={heading.text}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
