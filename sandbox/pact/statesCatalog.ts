import { run } from '../db/connection.ts';
import { APP_LINKS_PER_HOUR, sendAppLink } from '../services/appLinks.ts';
import { privacyPolicyVersion } from '../services/policies.ts';
import { type Handler, nothing } from './handler.ts';
import { catalogCards, doctorCard, slotValues } from './stateData.ts';
import { DOCTOR_ID, SPECIALITY_ID, addAppointment, ensurePatient, slotStart } from './world.ts';

/** The provider states of the catalog, doctors, their slots, the wizard and the policies (contracts/README.md). */
export const CATALOG_STATES: Record<string, Handler> = {
  'the catalog has specialities, symptoms, doctors and policies': nothing,
  'the privacy policy the catalog serves is in force': (ctx) => ({
    values: { privacyPolicyVersion: privacyPolicyVersion(ctx.db) },
  }),
  'the privacy policy has changed since version 2019-01': nothing,
  'the app link was sent to +34699111222 as often as allowed in the last hour': (ctx) => {
    for (let i = 0; i < APP_LINKS_PER_HOUR; i += 1) sendAppLink(ctx.db, '+34699111222', 1, ctx.clock.now());
  },
  'doctor 21 is on duty for speciality 3': (ctx) =>
    void run(ctx.db, "UPDATE doctors SET duty = 'always' WHERE id = :d", { d: DOCTOR_ID }),
  'no doctor is on duty for speciality 3': (ctx) =>
    void run(ctx.db, "UPDATE doctors SET duty = 'never' WHERE speciality_id = :s", { s: SPECIALITY_ID }),
  'doctor 21 has a free slot for speciality 3': (ctx) => {
    run(ctx.db, 'DELETE FROM slot_claims WHERE doctor_id = :d AND start_at = :s', {
      d: DOCTOR_ID,
      s: slotStart(ctx),
    });
    return { values: slotValues(ctx) };
  },
  "doctor 21's slot for speciality 3 is already taken": (ctx) => {
    run(
      ctx.db,
      "INSERT OR IGNORE INTO users (id, email, created_at) VALUES (1002, 'other.patient@example.com', 0)",
    );
    addAppointment(ctx, { id: 7010, start: slotStart(ctx), userId: 1002 });
    return { values: { slotStart: slotValues(ctx).slotStart } };
  },
  'doctor 21 has a photo and a rating': doctorCard,
  'doctor 21 has no photo': (ctx) =>
    void run(ctx.db, 'UPDATE doctors SET photo_url = NULL WHERE id = :d', { d: DOCTOR_ID }),
  'doctor 21 has no free slot in the next 30 days': (ctx) => {
    run(ctx.db, 'DELETE FROM doctor_schedules WHERE doctor_id = :d', { d: DOCTOR_ID });
    const { windowFrom, windowTo } = slotValues(ctx);
    return { values: { windowFrom, windowTo } };
  },
  'the symptom wizard (form 1) asks question 1 (option 5: the skin, speciality 3) and question 2 (option 6: for me)':
    (ctx) => {
      // The seeded wizard already has these questions and options; the skin points to the pact's speciality 3.
      run(ctx.db, 'UPDATE wizard_options SET speciality_id = :s WHERE id = 5', { s: SPECIALITY_ID });
      run(ctx.db, 'UPDATE wizard_options SET speciality_id = NULL WHERE id = 6');
    },
  'every speciality has an icon and a doctor with a price': catalogCards,
  'the patient answered the symptom wizard (response 77, speciality 3)': (ctx) => {
    ensurePatient(ctx);
    run(
      ctx.db,
      `INSERT INTO wizard_responses (id, form_id, user_id, speciality_id, answers, created_at)
       VALUES (77, 1, 1001, :s, '[]', 0)`,
      { s: SPECIALITY_ID },
    );
  },
};
