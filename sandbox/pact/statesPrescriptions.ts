import { run } from '../db/connection.ts';
import { type Handler, patient } from './handler.ts';
import { prescription } from './stateData.ts';
import { upcomingAppointment } from './statesMoney.ts';
import { PATIENT_ID } from './world.ts';

/** The provider states of the prescription and its sharing (contracts/README.md). */
export const PRESCRIPTION_STATES: Record<string, Handler> = {
  'a patient with an approved prescription': prescription,
  'a patient without a prescription': patient(),
  'a patient whose prescription renewal was rejected': (ctx) => {
    prescription(ctx);
    run(ctx.db, "UPDATE prescriptions SET status = 'rejected' WHERE user_id = :p", { p: PATIENT_ID });
  },
  'the patient shares the prescription only with the doctor of appointment 7001': (ctx) => {
    prescription(ctx);
    upcomingAppointment(ctx);
    run(ctx.db, "UPDATE prescriptions SET share_scope = 'one', shared_meeting_id = 7001 WHERE user_id = :p", {
      p: PATIENT_ID,
    });
    run(ctx.db, 'UPDATE appointments SET prescription_shared = (id = 7001) WHERE user_id = :p', {
      p: PATIENT_ID,
    });
  },
};
