import type { Page } from 'playwright-core';
import { answerDialog, mailTo } from './outbox.ts';

/** Opens an invitation's sign-up link and waits for its form (doc 1 §2 Sign up). */
export async function openSignUp(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('region', { name: 'Fill Out Details' }).waitFor({ timeout: 20_000 });
}

/**
 * Completes an open sign-up form as a person would: the password twice, the privacy statement, the e-mailed code,
 * 'Account Created', then signs in on the login page it goes to. The names are the caller's to fill or check first.
 */
export async function completeSignUp(page: Page, baseUrl: string, who: { email: string; password: string }): Promise<void> {
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('input[name="confirmPassword"]').fill(who.password);
  const accept = page.getByText('I have read and accept the privacy statement');
  await accept.click();
  await page.getByRole('button', { name: 'Next' }).click();
  const codeAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await mailTo(baseUrl, who.email, codeAt, (m) => /\b\d{6}\b/.test(m.text ?? ''));
  await page.getByLabel('Verification Code').fill(/\b(\d{6})\b/.exec(code.text ?? '')![1]!);
  const submit = page.getByRole('button', { name: 'Submit' });
  if (await submit.isDisabled()) await accept.click();
  await submit.click();
  await answerDialog(page, 'Account Created', 'Login');
  await page.waitForURL((u) => u.pathname === '/login', { timeout: 20_000 });
  await page.getByLabel('Username').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
