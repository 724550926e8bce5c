import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './admin-api';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.username = page.locator('input[name="username"]');
    this.password = page.locator('input[name="password"]');
    this.submit = page.getByRole('button', { name: 'Acessar' });
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Ir para a administração' })).toBeVisible();
  }

  async login(username = ADMIN.username, password = ADMIN.password) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
