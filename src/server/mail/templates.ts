import type { MailMessage } from './mailer';

export function confirmationMail(to: string, fullName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your KaziStay account',
    text: [
      `Hi ${fullName},`,
      '',
      'Welcome to KaziStay, work and stay anywhere. Please confirm your email address by opening this link:',
      '',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
    ].join('\n'),
  };
}

export function contactMail(
  to: string,
  from: { name: string; email: string },
  subject: string,
  message: string,
): MailMessage {
  return {
    to,
    subject: `[Contact] ${subject}`,
    text: `From: ${from.name} <${from.email}>\n\n${message}`,
  };
}

export function newMessageMail(
  to: string,
  names: { recipient: string; sender: string },
  preview: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `New message from ${names.sender} on KaziStay`,
    text: [
      `Hi ${names.recipient},`,
      '',
      `${names.sender} sent you a message:`,
      '',
      `  ${preview}`,
      '',
      `Read and reply: ${link}`,
      '',
      'You get these emails because notifications are on in your account settings.',
    ].join('\n'),
  };
}
