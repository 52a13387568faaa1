import { planPeriodText } from '../suscripciones/SubscriptionDetailPage';

const MONTHLY = 'Recibe dos postres diferentes mensualmente';

describe('plan wording', () => {
  it.each([
    ['Mensual', MONTHLY],
    ['Trimestral', `${MONTHLY} durante tres meses`],
    ['Semestral', `${MONTHLY} durante seis meses`],
    ['Anual', `${MONTHLY} durante un año`],
    ['Única', 'Recibe dos postres diferentes en una sola entrega'],
  ])('reads naturally for %s', (period, text) => {
    expect(planPeriodText(period)).toBe(text);
    expect(planPeriodText(period)).not.toMatch(/periodo de/);
  });
});
