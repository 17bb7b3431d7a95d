export { ActiveAppointmentNotice } from './ActiveAppointmentNotice';
