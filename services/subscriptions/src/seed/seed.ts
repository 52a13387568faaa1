import { insertMissing, type Executor } from '@kukki/platform';
import { monthDesserts, plans } from '../db/schema';
import { renderDessertArt, renderPlanArt } from '../media/artwork';
import { PlanMedia } from '../media/media-store';
import { DESSERT_ROTATION, SEED_PLANS } from './seed-data';

const planFile = (key: string) => `plan-${key}.svg`;
const dessertFile = (key: string) => `postre-${key}.svg`;

/** Writes any missing artwork (plans and every dessert of the rotation). */
export async function writeArtwork(media: PlanMedia): Promise<void> {
  for (const p of SEED_PLANS) {
    await media.ensure(planFile(p.key), () => renderPlanArt({ title: p.name, subtitle: p.subtitle, palette: p.palette, months: p.months }));
  }
  for (const [a, b] of DESSERT_ROTATION) {
    for (const [i, d] of [a, b].entries()) {
      await media.ensure(dessertFile(d.key), () => renderDessertArt({ title: d.name, kind: d.kind, palette: d.palette, variant: i }));
    }
  }
}

/** Inserts the seed plans that are missing (by seed key): an admin's later edits are never overwritten. */
export async function seedPlans(db: Executor): Promise<void> {
  const rows = SEED_PLANS.map((p) => ({
    seedKey: p.key,
    name: p.name,
    amountCents: Math.round(p.amount * 100),
    period: p.period,
    months: p.months,
    disclaimer: p.disclaimer,
    discount: p.discount,
    img: PlanMedia.url(planFile(p.key)),
  }));
  await insertMissing(db, plans, plans.seedKey, rows);
}

/** Makes sure a month (YYYY-MM) has its two desserts, from the rotation when nobody loaded them. */
export async function ensureMonthDesserts(db: Executor, month: string): Promise<void> {
  const pair = DESSERT_ROTATION[Number(month.slice(5, 7)) - 1];
  const rows = pair.map((d, position) => ({
    month,
    position,
    name: d.name,
    flavour: d.flavour,
    texture: d.texture,
    pairing: d.pairing,
    img: PlanMedia.url(dessertFile(d.key)),
  }));
  await insertMissing(db, monthDesserts, [monthDesserts.month, monthDesserts.position], rows);
}
