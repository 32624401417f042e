import { describe, expect, it } from 'vitest';
import { invitationEmail, invitedRoleLabel } from '../signup/invitation-email.ts';
import { escapeHtml, renderMail } from './mail-layout.ts';
import { passwordResetEmail } from '../identity/password-reset-email.ts';
import { verificationCodeEmail, verificationCodeSms } from '../signup/verification-code-email.ts';

/** 22:05 UTC on 5 March 2027 is 9:05 AM on 6 March in Sydney (AEDT, +11). */
const EXPIRY = new Date('2027-03-05T22:05:00.000Z');

describe('invitation e-mail', () => {
  const mail = invitationEmail({
    firstName: 'Nadia',
    inviterName: 'Olive Admin',
    organisationName: 'Aurora & <Partners>',
    role: 'Coach',
    link: 'https://scheduler.example/signup?invitation=abc_DEF-123',
    expiresOn: EXPIRY,
  });

  it('says who invited, to which organisation, as what, the link and the expiry in server time', () => {
    expect(mail.subject).toBe('Invitation to join Aurora & <Partners> on The Scheduler');
    expect(mail.text).toContain('Hello Nadia,');
    expect(mail.text).toContain('Olive Admin has invited you to join Aurora & <Partners> on The Scheduler as Coach.');
    expect(mail.text).toContain('Accept invitation and sign up: https://scheduler.example/signup?invitation=abc_DEF-123');
    expect(mail.text).toContain('This invitation expires on March 6, 2027, 9:05 AM (Australia/Sydney time).');
    expect(mail.html).toContain('href="https://scheduler.example/signup?invitation=abc_DEF-123"');
    expect(mail.html).toContain('March 6, 2027, 9:05 AM');
  });

  it('escapes names in the HTML part and keeps them plain in the text part', () => {
    expect(mail.html).toContain('Aurora &amp; &lt;Partners&gt;');
    expect(mail.html).not.toContain('<Partners>');
    expect(mail.text).not.toContain('&amp;');
  });

  it("names the role in the organisation's words", () => {
    const labels = [
      { code: 'ASSESSOR', display: 'Coach' },
      { code: 'INVIGILATOR', display: 'Proctor' },
    ];
    expect(invitedRoleLabel(labels, 'ASSESSOR')).toBe('Coach');
    expect(invitedRoleLabel(labels, 'ASSESSOR', { assessorAdmin: true })).toBe('Assessor Admin');
    expect(invitedRoleLabel({ ASSESSOR_ADMIN: 'Lead Coach' }, 'ASSESSOR', { assessorAdmin: true })).toBe('Lead Coach');
    expect(invitedRoleLabel(labels, 'INVIGILATOR')).toBe('Proctor');
    expect(invitedRoleLabel([], 'CANDIDATE')).toBe('Candidate');
    expect(invitedRoleLabel(labels, 'ORG_ADMIN')).toBe('Organisation Admin');
  });
});

describe('password reset e-mail', () => {
  it('carries the single-use link and when it stops working', () => {
    const mail = passwordResetEmail({ firstName: 'Rita', link: 'https://scheduler.example/resetPassword/tok_123', expiresOn: EXPIRY });
    expect(mail.subject).toBe('Reset your Scheduler password');
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.text).toContain('Reset password: https://scheduler.example/resetPassword/tok_123');
    expect(mail.text).toContain('The link works once and expires on March 6, 2027, 9:05 AM (Australia/Sydney time).');
    expect(mail.html).toContain('href="https://scheduler.example/resetPassword/tok_123"');
  });
});

describe('verification codes', () => {
  it('sends the code with its lifetime by e-mail and SMS', () => {
    const mail = verificationCodeEmail({ code: '042817', minutes: 10 });
    expect(mail.subject).toBe('Your Scheduler verification code');
    expect(mail.text).toContain('042817');
    expect(mail.text).toContain('The code expires in 10 minutes and can be used once.');
    expect(mail.html).toContain('>042817<');
    expect(verificationCodeSms({ code: '042817', minutes: 10 })).toBe(
      'The Scheduler verification code: 042817. It expires in 10 minutes. Do not share it.',
    );
  });
});

describe('mail layout', () => {
  it('renders the same words as HTML and as text, escaping every text and link', () => {
    const mail = renderMail('Subject', 'Heading <1>', [
      { kind: 'paragraph', text: 'Tom & "Jerry"' },
      { kind: 'button', href: 'https://x.example/?a=1&b=2', label: 'Go' },
    ]);
    expect(mail.subject).toBe('Subject');
    expect(mail.html).toContain('Heading &lt;1&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=2"');
    expect(mail.text.split('\n')).toEqual(['Heading <1>', '', 'Tom & "Jerry"', '', 'Go: https://x.example/?a=1&b=2', '', 'The Scheduler']);
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });
});
