export type Lang = 'es' | 'en';

/** Human texts for every error code, in both languages; the spec's own wording where it names one. */
const MESSAGES: Record<string, [es: string, en: string]> = {
  validation_error: ['Los datos enviados no son válidos', 'The request is not valid'],
  too_long: ['Este campo es demasiado largo', 'This field is too long'],
  invalid_json: ['El cuerpo de la petición no es JSON válido', 'The request body is not valid JSON'],
  payload_too_large: ['La petición es demasiado grande', 'The request is too large'],
  route_not_found: ['Ruta no encontrada', 'Route not found'],
  unauthorized: ['Inicia sesión para continuar', 'Please log in to continue'],
  token_expired: ['Tu sesión ha caducado', 'Your session has expired'],
  token_revoked: [
    'Tu sesión se ha cerrado. Vuelve a iniciar sesión',
    'Your session was closed. Please log in again',
  ],
  forbidden: ['No tienes permiso para hacer esto', 'You are not allowed to do this'],
  origin_not_allowed: [
    'Esta ruta del sandbox solo responde a la aplicación de este equipo',
    'This sandbox route answers only the app on this machine',
  ],
  file_link_expired: ['El enlace del archivo ha caducado', 'The file link has expired'],
  internal_error: ['Algo ha ido mal. Inténtalo de nuevo', 'Something went wrong. Please try again'],
  conflict: [
    'Algo ha cambiado mientras tanto. Vuelve a cargar e inténtalo de nuevo',
    'Something changed in the meantime. Reload and try again',
  ],
  busy: [
    'El servicio está ocupado. Inténtalo de nuevo en un momento',
    'The service is busy. Try again in a moment',
  ],
  invalid_phone: ['Número no válido', 'Invalid Number'],
  invalid_email: ['Email no válido', 'Invalid Email'],
  invalid_otp: ['Código no válido', 'Invalid OTP'],
  otp_expired: ['El código ha caducado. Pide uno nuevo', 'The code has expired. Request a new one'],
  otp_locked: ['Demasiados intentos. Pide un código nuevo', 'Too many attempts. Request a new code'],
  company_email_not_verified: [
    'No se ha podido verificar tu dirección de correo electrónico',
    'Your email address could not be verified',
  ],
  phone_not_verified: [
    'No se ha podido verificar tu número de teléfono',
    'Your phone number could not be verified',
  ],
  privacy_policy_not_accepted: [
    'Debes aceptar la política de privacidad',
    'You must accept the privacy policy',
  ],
  privacy_policy_outdated: [
    'La política de privacidad ha cambiado. Léela de nuevo y acéptala para continuar',
    'The privacy policy has changed. Read it again and accept it to continue',
  ],
  too_many_requests: [
    'Demasiadas solicitudes. Espera un poco y vuelve a intentarlo',
    'Too many requests. Wait a while and try again',
  ],
  invalid_google_credential: ['No se ha podido iniciar sesión con Google', 'Google sign-in failed'],
  invalid_login_token: [
    'El enlace de acceso no es válido o ha caducado',
    'The login link is invalid or expired',
  ],
  invalid_refresh_token: ['Tu sesión ha caducado', 'Your session has expired'],
  refresh_token_reused: [
    'Tu sesión se ha cerrado por seguridad. Vuelve a iniciar sesión',
    'Your session was closed for security. Please log in again',
  ],
  phone_taken: ['Este número ya pertenece a otra cuenta', 'This number belongs to another account'],
  email_taken: ['Este email ya pertenece a otra cuenta', 'This e-mail belongs to another account'],
  name_required: ['El nombre es obligatorio', 'A name is required'],
  invalid_id_number: ['DNI o NIE no válido', 'Invalid ID number'],
  invalid_birth_day: ['Fecha de nacimiento no válida', 'Invalid birth date'],
  under_minimum_age: ['Debes ser mayor de 18 años', 'You must be 18 or older'],
  speciality_not_found: ['Especialidad no encontrada', 'Speciality not found'],
  wizard_response_not_found: ['Respuesta del asistente no encontrada', 'Wizard response not found'],
  invalid_wizard_answers: ['Respuestas del asistente no válidas', 'Invalid wizard answers'],
  doctor_not_found: ['Médico no encontrado', 'Doctor not found'],
  doctor_not_available: ['Médico no disponible', 'Doctor not Available'],
  active_appointment: ['Tienes una cita activa', 'You have an active Appointment'],
  invalid_slot: ['Esta hora no está en la agenda del médico', "This time is not in the doctor's schedule"],
  invalid_time_window: ['Intervalo de tiempo no válido', 'Invalid time window'],
  invalid_time_zone: ['Zona horaria no válida', 'Invalid time zone'],
  pre_order_not_found: ['Pedido no encontrado', 'Order not found'],
  pre_order_expired: [
    'El tiempo para pagar ha terminado y la hora se ha liberado',
    'The time to pay has run out and the slot was released',
  ],
  pre_order_paid: ['Este pedido ya está pagado', 'This order is already paid'],
  voucher_invalid: ['El código de descuento no es válido', 'The voucher is not valid'],
  voucher_expired: ['El código de descuento ha caducado', 'The voucher has expired'],
  voucher_already_used: ['Ya has usado este código de descuento', 'You have already used this voucher'],
  voucher_not_applicable: [
    'Este código solo vale para tu primera consulta',
    'This voucher is only for your first consultation',
  ],
  bundle_not_usable: [
    'Este bono no se puede usar para esta consulta',
    'This bundle cannot pay for this consultation',
  ],
  bundle_not_found: ['Bono no encontrado', 'Bundle not found'],
  invoice_not_found: ['Factura no encontrada', 'Invoice not found'],
  prescription_not_pending: [
    'No hay ninguna renovación pendiente de revisar',
    'There is no pending renewal to review',
  ],
  not_company_employee: ['No eres empleado de esta empresa', 'You are not an employee of this company'],
  no_active_subscription: [
    'No tienes una suscripción activa que cancelar',
    'There is no active subscription to cancel',
  ],
  trial_limit_reached: [
    'Has usado las 2 sesiones de este mes de tu periodo de prueba',
    'You have used the 2 sessions of this month of your trial',
  ],
  setup_intent_not_found: ['No se ha encontrado la tarjeta', 'The card setup was not found'],
  payment_not_found: ['Pago no encontrado', 'Payment not found'],
  payment_declined: ['Tu tarjeta ha sido rechazada', 'Your card was declined'],
  card_declined: ['Tu tarjeta ha sido rechazada.', 'Your card was declined.'],
  insufficient_funds: ['Tu tarjeta no tiene fondos suficientes.', 'Your card has insufficient funds.'],
  card_not_supported: [
    'Este número no es una tarjeta de prueba del sandbox.',
    'Your card number is not a sandbox test card.',
  ],
  authentication_failed: [
    'Tu banco no ha autenticado el pago.',
    'Your bank did not authenticate the payment.',
  ],
  setup_intent_not_confirmed: ['La tarjeta aún no está guardada', 'The card has not been saved yet'],
  payment_expired: ['El tiempo para pagar ha terminado', 'The time to pay has run out'],
  payment_not_pending: ['Este pago ya no se puede confirmar', 'This payment can no longer be confirmed'],
  nothing_to_pay: ['No hay nada que pagar con tarjeta', 'There is nothing to pay by card'],
  idempotency_key_reused: [
    'Esta clave de idempotencia ya se usó para otro pedido',
    'This idempotency key was used for another order',
  ],
  insufficient_balance: ['Tu saldo ya no es suficiente', 'Your balance is no longer enough'],
  appointment_not_found: ['Cita no encontrada', 'Appointment not found'],
  appointment_not_cancellable: [
    'Esta cita ya no se puede cancelar',
    'This appointment can no longer be canceled',
  ],
  cancellation_reason_not_found: ['Motivo de cancelación no válido', 'Invalid cancellation reason'],
  cancellation_reason_required: [
    'Indica primero el motivo de la cancelación',
    'Give a reason for the cancellation first',
  ],
  waiting_room_closed: ['La sala de espera está cerrada', 'The waiting room is closed'],
  review_not_allowed: [
    'Solo puedes valorar una consulta terminada',
    'You can only review a finished consultation',
  ],
  review_exists: ['Ya has valorado esta consulta', 'You have already reviewed this consultation'],
  followup_not_found: ['Seguimiento no encontrado', 'Follow-up not found'],
  followup_not_pending: ['Este seguimiento ya está respondido', 'This follow-up was already answered'],
  upload_failed: ['Error al subir', 'Upload Failed'],
  upload_too_large: [
    'Error al subir: máximo 6 fotos y 20 MB en total',
    'Upload Failed: at most 6 photos and 20 MB in total',
  ],
  unsupported_file_type: [
    'Error al subir: solo se admiten imágenes',
    'Upload Failed: only images are accepted',
  ],
};

export function messageFor(code: string, lang: Lang): string {
  const texts = MESSAGES[code];
  if (!texts) return code;
  return lang === 'en' ? texts[1] : texts[0];
}

export const knownCodes = () => Object.keys(MESSAGES);

/** es unless the request asks for English first. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}
