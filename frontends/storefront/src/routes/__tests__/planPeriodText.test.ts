import { planPeriodText } from '../suscripciones/SubscriptionDetailPage';

describe('plan wording', () => {
  it('reads naturally for every period', () => {
    expect(planPeriodText('Mensual')).toBe('Recibe dos postres diferentes mensualmente');
    expect(planPeriodText('Trimestral')).toBe('Recibe dos postres diferentes mensualmente durante tres meses');
    expect(planPeriodText('Semestral')).toBe('Recibe dos postres diferentes mensualmente durante seis meses');
    expect(planPeriodText('Anual')).toBe('Recibe dos postres diferentes mensualmente durante un año');
    expect(planPeriodText('Única')).toBe('Recibe dos postres diferentes en una sola entrega');
    for (const p of ['Trimestral', 'Semestral', 'Anual', 'Única']) expect(planPeriodText(p)).not.toMatch(/periodo de/);
  });
});
