import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

describe('surveys', () => {
  it('answers a survey once', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/questionSurvey/surveyList');
    await page.getByTestId('survey-card').first().waitFor();
    await screenshot(page, 'surveys-list');

    await page.getByTestId('survey-card').first().getByRole('button').click();
    await page.getByTestId('survey-question').first().waitFor();
    await page.getByTestId('survey-submit').click();
    await page.getByText('请回答此题').first().waitFor();
    await screenshot(page, 'surveys-form-errors');

    const questions = page.getByTestId('survey-question');
    for (let index = 0; index < (await questions.count()); index += 1) {
      const question = questions.nth(index);
      if ((await question.locator('.adm-radio').count()) > 0) {
        await question.locator('.adm-radio').first().click();
      } else if ((await question.locator('.adm-checkbox').count()) > 0) {
        await question.locator('.adm-checkbox').first().click();
      } else {
        await question.locator('textarea').fill('希望增加夜间门诊。<script>alert(1)</script>');
      }
    }
    await screenshot(page, 'surveys-form');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-answered').first().waitFor();
    await screenshot(page, 'surveys-answered');
    await context.close();
  });
});
