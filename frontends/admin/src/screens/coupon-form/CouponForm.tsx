import { Controller, useForm } from 'react-hook-form';
import { ErrorPanel, Field } from '@kukki/ui';
import { useSaveCoupon } from '../../api/queries';
import type { Coupon } from '../../api/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { couponFormSchema, toCouponFormValues, toCouponInput } from './couponSchema';
import { ExpiryCalendar } from './ExpiryCalendar';
import { Toggle } from './Toggle';

/** A peso or percent amount, to the centavo. */
const DECIMAL = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

interface CouponFormProps {
  coupon?: Coupon;
  submitLabel: string;
  onSaved: () => void;
}

export function CouponForm({ coupon, submitLabel, onSaved }: CouponFormProps) {
  const save = useSaveCoupon(coupon?._id);
  const { register, control, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(couponFormSchema()),
    defaultValues: toCouponFormValues(coupon),
  });
  const isPercent = watch('isPercent');
  const isActive = watch('isActive');
  const oncePerCustomer = watch('oncePerCustomer');
  const { errors } = formState;
  /** A text input of the form: optional to the browser (the schema says what is missing), with its own message. */
  const input = (name: 'code' | 'amount' | 'maxUses' | 'minOrderAmount') => ({
    required: false,
    ...register(name),
    error: errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync(toCouponInput(values));
    onSaved();
  });

  return (
    <form className="adm-form adm-form--coupon" noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
      <div className="adm-form__column">
        <Field label="Código" className="adm-field--code" autoComplete="off" {...input('code')} />
        <Field label={`Cantidad ${isPercent ? '(%)' : '($)'}`} {...DECIMAL} {...input('amount')} />
        <Toggle label="Activo" stateText={isActive ? 'Activo' : 'Desactivado'} registration={register('isActive')} />
        <Toggle label="Porcentaje" stateText={isPercent ? 'Porcentaje (%)' : 'Monto fijo ($)'} registration={register('isPercent')} />
        <Field label="Usos máximos (vacío: sin límite)" type="number" min={1} step="1" inputMode="numeric" {...input('maxUses')} />
        <Field label="Compra mínima en pesos, sin envío (vacío: cualquiera)" {...DECIMAL} {...input('minOrderAmount')} />
        <Toggle
          label="Un uso por cliente"
          stateText={oncePerCustomer ? 'Una vez por cuenta o correo' : 'Sin límite por cliente'}
          registration={register('oncePerCustomer')}
        />
      </div>
      <div className="adm-form__column">
        <span className="field__label">Fecha de vencimiento</span>
        <Controller
          control={control}
          name="expireDate"
          render={({ field }) => <ExpiryCalendar value={field.value} onChange={field.onChange} />}
        />
        {errors.expireDate ? <span className="field__error">{errors.expireDate.message}</span> : null}
      </div>
      <div className="adm-form__footer">
        {save.isError ? <ErrorPanel message={save.error.message} /> : null}
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Guardando...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
