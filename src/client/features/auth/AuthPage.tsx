import { Tabs } from '@mantine/core';
import { useState } from 'react';
import type { AuthMode } from '../../searchSchemas';
import { usePageTitle } from '../../usePageTitle';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

interface AuthPageProps {
  mode: AuthMode;
  referralCode?: string | undefined;
  onModeChange: (mode: AuthMode) => void;
}

/** /auth: sign in or sign up. Where to go afterwards is the route guard's business. */
export function AuthPage({ mode, referralCode, onModeChange }: AuthPageProps) {
  usePageTitle(mode === 'signup' ? 'Sign Up' : 'Sign In');
  // The address just registered, to prefill sign-in after a successful sign-up.
  const [registeredEmail, setRegisteredEmail] = useState('');
  const heading =
    mode === 'signup'
      ? {
          title: 'Create your account',
          text: 'Join KaziStay to book stays with a real workspace, or to host remote workers.',
        }
      : registeredEmail
        ? // Just signed up: not 'Welcome back' to someone who has never been here.
          {
            title: 'Confirm your email, then sign in',
            text: `We sent a confirmation link to ${registeredEmail}. Open it, then sign in here.`,
          }
        : { title: 'Welcome back', text: 'Sign in to manage your stays, saved places and messages.' };

  return (
    <AuthCard title={heading.title} text={heading.text}>
      <Tabs
        value={mode}
        onChange={(value) => onModeChange(value === 'signup' ? 'signup' : 'signin')}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="signin">Sign In</Tabs.Tab>
          <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signin">
          <SignInForm key={registeredEmail} initialEmail={registeredEmail} />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm
            referralCode={referralCode}
            onSignedUp={(email) => {
              setRegisteredEmail(email);
              onModeChange('signin');
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
