/** Spanish messages of the subscriptions service (the enrolment schemas and the service's refusals). */
export const SUBSCRIPTION_MESSAGES = {
  planNotFound: 'No encontramos ese plan de suscripción',
  planRequired: 'Por favor elige un plan de suscripción',
  payerRequired: 'Los datos de quien se suscribe son obligatorios',
  nameRequired: 'Por favor escribe tu nombre',
  /** A text over its limit, named: «El nombre no puede tener más de 120 caracteres». */
  tooLong: (field: string, max: number) => `${field} no puede tener más de ${max} caracteres`,
  emailInvalid: 'Por favor escribe un correo electrónico válido',
  areaCodeInvalid: 'La lada debe tener solo dígitos',
  phoneInvalid: 'El teléfono debe tener solo dígitos (entre 7 y 15)',
  streetRequired: 'Por favor escribe la calle',
  streetNumberRequired: 'Por favor escribe el número exterior',
  zipInvalid: 'El código postal debe tener 5 dígitos',
  colRequired: 'Por favor escribe la colonia',
  delRequired: 'Por favor escribe la alcaldía o municipio',
  cityInvalid: 'Solo entregamos en CDMX y Estado de México',
  dateInvalid: 'La fecha de suscripción debe tener el formato AAAA-MM-DD',
  datePast: 'La fecha de suscripción no puede ser anterior a hoy',
  dateTooFar: 'La fecha de suscripción no puede ser mayor a 90 días',
  monthInvalid: 'El mes debe tener el formato AAAA-MM',
  statusInvalid: 'El estado de la suscripción no es válido',
  paymentUnavailable: 'No pudimos conectar con Mercado Pago, por favor inténtalo de nuevo en unos minutos',
  notesTooLong: 'Las indicaciones para la entrega no pueden tener más de 200 caracteres',
  enrolmentNotFound: 'No encontramos esa suscripción',
  loginRequired: 'Por favor inicia sesión o usa el enlace de tu correo para ver tu suscripción',
  alreadyCancelled: 'Esta suscripción ya está cancelada',
  alreadyFinished: 'Esta suscripción ya terminó y no se puede cancelar',
  cancelled: 'Cancelamos tu suscripción. No se harán más cargos ni entregas.',
  /** A cancel whose current cycle was paid: its box still ships (the day as «viernes, 27 de noviembre»). */
  cancelledStillShips: (day: string) =>
    `Cancelamos tu suscripción. Tu caja ya pagada del ${day} sí se entrega; después no se harán más cargos ni entregas.`,
  /** A cancel of a plan paid up front with several boxes still to come: they all ship. */
  cancelledPaidShip: (boxes: number, day: string) =>
    `Cancelamos tu suscripción. Tus ${boxes} cajas ya pagadas se entregan como estaba previsto, la próxima el ${day}; no se harán más cargos.`,
  tokenInvalid: 'El enlace de tu suscripción no es válido',
} as const;
