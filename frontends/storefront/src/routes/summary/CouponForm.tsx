import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CouponDto } from '@kukki/contracts';
import { errorMessage } from '@kukki/shop-client';
import { formValues } from '../../components/AddressFields';

export const INACTIVE_COUPON = 'El cupón no está activo';

/**
 * Coupon entry of /summary. `check` asks the server whether the coupon applies to this order (its
 * minimum, uses and once-per-customer rule): only then is it applied and «Cupón {code} aplicado»
 * replaces the input; a refused coupon is never applied (its message shows under the input and the
 * totals stay). An applied coupon can be taken off with «Quitar cupón».
 */
export function CouponForm({
  applied,
  check,
  onApplied,
  onRemoved,
}: {
  applied: CouponDto | null;
  check: (code: string) => Promise<CouponDto>;
  onApplied: (c: CouponDto) => void;
  onRemoved: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  // Focus follows the shopper's own «Aplicar» / «Quitar cupón» (the control she pressed goes away), never a restored coupon.
  const focusNext = useRef(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (applied ? removeButton.current : codeInput.current)?.focus();
  }, [applied]);
  const apply = useMutation({
    mutationFn: check,
    onSuccess: (coupon) => {
      if (coupon?.isActive) {
        setProblem(null);
        focusNext.current = true;
        onApplied(coupon);
      } else setProblem(INACTIVE_COUPON);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  if (applied)
    return (
      <div className="coupon-applied">
        <p className="notice" role="status">
          Cupón {applied.code} aplicado
        </p>
        <button
          ref={removeButton}
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setProblem(null);
            focusNext.current = true;
            onRemoved();
          }}
        >
          Quitar cupón
        </button>
      </div>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { couponCode } = formValues(event.currentTarget);
    if (couponCode) apply.mutate(couponCode);
  };
  return (
    <form className="coupon" onSubmit={onSubmit}>
      <label htmlFor="couponCode" className="field__label">
        Cupón de descuento
      </label>
      <div className="coupon__row">
        <input
          ref={codeInput}
          id="couponCode"
          name="couponCode"
          className="field__input"
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn" disabled={apply.isPending}>
          {apply.isPending ? 'Revisando...' : 'Aplicar'}
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
