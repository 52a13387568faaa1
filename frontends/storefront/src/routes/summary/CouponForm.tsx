import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CouponDto } from '@kukki/contracts';
import { errorMessage } from '@kukki/ui';
import { validateCoupon } from '../../api/orders';

export const INACTIVE_COUPON = 'El cupón no está activo';

/** Coupon entry; once an active coupon is returned, 'Cupon {code} aplicado' replaces the input. */
export function CouponForm({ applied, onApplied }: { applied: CouponDto | null; onApplied: (c: CouponDto) => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: validateCoupon,
    onSuccess: (coupon) => {
      if (coupon?.isActive) {
        setProblem(null);
        onApplied(coupon);
      } else setProblem(INACTIVE_COUPON);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  if (applied) return <p className="notice coupon-applied">Cupon {applied.code} aplicado</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) check.mutate(code.trim());
  };
  return (
    <form className="coupon" onSubmit={onSubmit}>
      <label htmlFor="couponCode" className="field__label">
        Cupón de descuento
      </label>
      <div className="coupon__row">
        <input
          id="couponCode"
          name="couponCode"
          className="field__input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn" disabled={check.isPending}>
          Aplicar
        </button>
      </div>
      {problem && (
        <p id="coupon-error" className="form-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
