/** Spanish messages the API answers with. Every error body is `{ message }`. */
export const ERRORS = {
  badJson: 'El cuerpo de la solicitud no es JSON válido',
  validation: 'Los datos enviados no son válidos',
  notFound: 'No encontramos lo que buscas',
  routeNotFound: 'La ruta solicitada no existe',
  productNotFound: 'No encontramos ese producto',
  categoryNotFound: 'No encontramos esa categoría',
  invalidId: 'El identificador no es válido',
  unauthenticated: 'Por favor inicia sesión para continuar',
  invalidToken: 'Tu sesión no es válida o expiró, por favor inicia sesión de nuevo',
  forbidden: 'No tienes permiso para realizar esta acción',
  tooManyRequests: 'Demasiados intentos, por favor espera unos minutos e inténtalo de nuevo',
  unavailable: 'El servicio no está disponible en este momento, por favor inténtalo de nuevo en unos momentos',
  /** A request that got no answer in time may have been carried out: never ask for a blind retry. */
  unconfirmed:
    'No recibimos la confirmación a tiempo y tu solicitud pudo haberse registrado. Revisa tu correo o tus órdenes antes de enviarla de nuevo',
  invalidIdempotencyKey: 'La clave de idempotencia (Idempotency-Key) no es válida: usa de 8 a 128 letras, números, guiones o guiones bajos',
  internal: '¡Algo salió mal, por favor inténtalo de nuevo!',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'El tipo de contenido no es compatible',
  badUrl: 'La dirección solicitada no es válida',
  urlTooLong: 'La dirección solicitada es demasiado larga',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes',
  malformedRequest: 'La solicitud no es válida',
  requestTimeout: 'La solicitud tardó demasiado, por favor inténtalo de nuevo',
} as const;

/** The shape every failed request/reply carries and every failed HTTP call answers with. */
export interface ServiceError {
  status: number;
  message: string;
  /** A 429's wait before the next try, in whole seconds (the HTTP answer's `Retry-After`). */
  retryAfterSeconds?: number;
}

export function isServiceError(value: unknown): value is ServiceError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceError).status === 'number' &&
    typeof (value as ServiceError).message === 'string'
  );
}
