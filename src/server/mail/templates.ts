import { PAYMENT_TEXTS } from '../../shared/payments';
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

export function passwordResetMail(
  to: string,
  fullName: string,
  link: string,
  ttlMinutes: number,
): MailMessage {
  return {
    to,
    subject: 'Reset your KaziStay password',
    text: [
      `Hi ${fullName},`,
      '',
      'Someone (we hope you) asked to reset the password of your KaziStay account. To choose a new password,',
      'open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${ttlMinutes} minutes. Choosing a new password signs you out on every`,
      'device. If you did not ask for it, you can ignore this email: your password stays the same.',
    ].join('\n'),
  };
}

export function failedSignInsMail(
  to: string,
  fullName: string,
  links: { reset: string; request: string },
  ttlMinutes: number,
): MailMessage {
  return {
    to,
    subject: 'Failed sign-in attempts on your KaziStay account',
    text: [
      `Hi ${fullName},`,
      '',
      'Someone has tried many times to sign in to your KaziStay account with a wrong password, from places you',
      'have not signed in from. Your account is not locked: where you already sign in, nothing changes, and from',
      'a new place a sign-in may have to wait a few minutes while the attempts go on.',
      '',
      'If this was not you, choose a new password now (it signs you out on every device):',
      '',
      links.reset,
      '',
      `The link works once and expires in ${ttlMinutes} minutes. After that, ask for a new one at`,
      links.request,
      '',
      'If it was you, you can ignore this email.',
    ].join('\n'),
  };
}

/** A provider confirmed the guest's service booking: the link to pay for it through the payment provider. */
export function servicePaymentMail(
  to: string,
  guest: string,
  booking: { what: string; price: string; payBy: string },
  link: string,
): MailMessage {
  return {
    to,
    subject: `Confirmed: pay for ${booking.what} on KaziStay`,
    text: [
      `Hi ${guest},`,
      '',
      `Your booking of ${booking.what} is confirmed.`,
      PAYMENT_TEXTS.servicePayBy(booking.price, booking.payBy),
      '',
      `Pay here: ${link}`,
    ].join('\n'),
  };
}
