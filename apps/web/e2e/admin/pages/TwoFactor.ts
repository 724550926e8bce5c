import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** The "Verificação em duas etapas" panel (Alterar senha / Usuários) and the login's code step. */
export class TwoFactor {
  readonly start: Locator;
  readonly qr: Locator;
  readonly secret: Locator;
  readonly code: Locator;
  readonly activate: Locator;
  readonly recoveryCodes: Locator;
  readonly done: Locator;
  readonly state: Locator;

  constructor(readonly page: Page) {
    this.start = page.getByRole('button', { name: 'Ativar verificação em duas etapas' });
    this.qr = page.getByTestId('totp-qr');
    this.secret = page.getByTestId('totp-secret');
    this.code = page.getByLabel('Código do aplicativo');
    this.activate = page.getByRole('button', { name: 'Ativar', exact: true });
    this.recoveryCodes = page.getByTestId('recovery-codes').locator('li');
    this.done = page.getByRole('button', { name: 'Já guardei os códigos' });
    this.state = page.getByTestId('totp-state');
  }

  /** Enrols from the page (the current password first): reads the key beside the QR code, answers the app's code. */
  async enrol(password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    await this.page.getByLabel('Confirme sua senha').fill(password);
    await this.start.click();
    await expect(this.qr).toBeVisible();
    await expect(this.qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    const secret = (await this.secret.innerText()).replace(/\s/g, '');
    await this.code.fill(await codeFor(secret));
    await this.activate.click();
    await expect(this.recoveryCodes).toHaveCount(10);
    const recoveryCodes = await this.recoveryCodes.allInnerTexts();
    await this.done.click();
    await expect(this.state).toHaveText('Ativada');
    return { secret, recoveryCodes };
  }
}

/**
 * The authenticator's code, `stepsAhead` 30 s steps from now. The server accepts one step of
 * drift and each step only once, so a second sign-in right after enrolment uses the next step.
 */
export function codeFor(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}
