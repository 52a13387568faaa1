import { Controller, useForm } from 'react-hook-form';
import { useSaveCoupon } from '../../api/queries';
import type { Coupon } from '../../api/types';
import { ErrorPanel } from '../../components/ErrorPanel';
import { zodResolver } from '../../forms/zodResolver';
import { couponFormSchema, toCouponFormValues, toCouponInput, type CouponFormValues } from './couponSchema';
import { ExpiryCalendar } from './ExpiryCalendar';
import { Toggle } from './Toggle';

interface CouponFormProps {
  coupon?: Coupon;
  submitLabel: string;
  onSaved: () => void;
}

export function CouponForm({ coupon, submitLabel, onSaved }: CouponFormProps) {
  const save = useSaveCoupon(coupon?._id);
  const { register, control, handleSubmit, watch, formState } = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema()),
    defaultValues: toCouponFormValues(coupon),
  });
  const isPercent = watch('isPercent');
  const isActive = watch('isActive');
  const oncePerCustomer = watch('oncePerCustomer');
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync(toCouponInput(values));
    onSaved();
  });

  return (
    <form className="adm-form adm-form--coupon" noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
      <div className="adm-form__column">
        <label className="adm-field">
          <span>Código</span>
          <input className="adm-input adm-code" autoComplete="off" {...register('code')} aria-invalid={errors.code ? true : undefined} />
          {errors.code ? <span className="adm-field__error">{errors.code.message}</span> : null}
        </label>
        <label className="adm-field">
          <span>Cantidad {isPercent ? '(%)' : '($)'}</span>
          <input
            className="adm-input"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...register('amount')}
            aria-invalid={errors.amount ? true : undefined}
          />
          {errors.amount ? <span className="adm-field__error">{errors.amount.message}</span> : null}
        </label>
        <Toggle label="Activo" stateText={isActive ? 'Activo' : 'Desactivado'} registration={register('isActive')} />
        <Toggle label="Porcentaje" stateText={isPercent ? 'Porcentaje (%)' : 'Monto fijo ($)'} registration={register('isPercent')} />
        <label className="adm-field">
          <span>Usos máximos (vacío: sin límite)</span>
          <input
            className="adm-input"
            type="number"
            min={1}
            step="1"
            inputMode="numeric"
            {...register('maxUses')}
            aria-invalid={errors.maxUses ? true : undefined}
          />
          {errors.maxUses ? <span className="adm-field__error">{errors.maxUses.message}</span> : null}
        </label>
        <label className="adm-field">
          <span>Compra mínima en pesos, sin envío (vacío: cualquiera)</span>
          <input
            className="adm-input"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...register('minOrderAmount')}
            aria-invalid={errors.minOrderAmount ? true : undefined}
          />
          {errors.minOrderAmount ? <span className="adm-field__error">{errors.minOrderAmount.message}</span> : null}
        </label>
        <Toggle
          label="Un uso por cliente"
          stateText={oncePerCustomer ? 'Una vez por cuenta o correo' : 'Sin límite por cliente'}
          registration={register('oncePerCustomer')}
        />
      </div>
      <div className="adm-form__column">
        <span className="adm-field__label">Fecha de vencimiento</span>
        <Controller
          control={control}
          name="expireDate"
          render={({ field }) => <ExpiryCalendar value={field.value} onChange={field.onChange} />}
        />
        {errors.expireDate ? <span className="adm-field__error">{errors.expireDate.message}</span> : null}
      </div>
      <div className="adm-form__footer">
        {save.isError ? <ErrorPanel message={save.error.message} /> : null}
        <button type="submit" className="adm-button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Guardando...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
