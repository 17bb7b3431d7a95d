import { defineMessages } from 'react-intl';
import type { InfoSection } from '../components/InfoSections';

const m = defineMessages({
  controllerTitle: { id: 'privacy.controller.title', defaultMessage: 'Who is responsible for your data' },
  controllerP1: {
    id: 'privacy.controller.p1',
    defaultMessage:
      'Telehealth is the controller of the personal data processed through this website and our mobile apps. Our full company details (name, registered address and tax number) appear in the legal notice.',
  },
  controllerP2: {
    id: 'privacy.controller.p2',
    defaultMessage:
      'You can reach our data protection officer at {email}, with the subject “Data protection”.',
  },
  dataTitle: { id: 'privacy.data.title', defaultMessage: 'What data we process' },
  dataItem1: {
    id: 'privacy.data.item1',
    defaultMessage:
      '<b>Identification and contact:</b> first and last name, e-mail address, mobile phone, ID number (DNI or NIE) and date of birth.',
  },
  dataItem2: {
    id: 'privacy.data.item2',
    defaultMessage:
      '<b>Health data:</b> the reason for your consultation, symptoms, notes written by the doctor, prescriptions, photos of prescriptions you upload, test results and referrals.',
  },
  dataItem3: {
    id: 'privacy.data.item3',
    defaultMessage:
      '<b>Payment data:</b> amounts, invoices, vouchers and your balance. Card details are handled by our payment processor; we never store the full card number.',
  },
  dataItem4: {
    id: 'privacy.data.item4',
    defaultMessage:
      '<b>Company data:</b> if your employer covers the service, the company you belong to and your company e-mail address.',
  },
  dataItem5: {
    id: 'privacy.data.item5',
    defaultMessage:
      '<b>Technical data:</b> language, type of device and the session data that keep you signed in.',
  },
  purposesTitle: {
    id: 'privacy.purposes.title',
    defaultMessage: 'Why we process it and on what legal basis',
  },
  purposesItem1: {
    id: 'privacy.purposes.item1',
    defaultMessage:
      '<b>To provide the consultations you book</b>, manage your account, appointments, payments and refunds: performance of the contract (article 6.1.b GDPR).',
  },
  purposesItem2: {
    id: 'privacy.purposes.item2',
    defaultMessage:
      '<b>For medical diagnosis and care</b> by health professionals bound by professional secrecy: article 9.2.h GDPR and article 9 of the Spanish Organic Law 3/2018 on Data Protection and Digital Rights (LOPDGDD).',
  },
  purposesItem3: {
    id: 'privacy.purposes.item3',
    defaultMessage:
      '<b>To keep your clinical record and issue invoices</b>: legal obligations under Law 41/2002 on patient autonomy and tax law (article 6.1.c GDPR).',
  },
  purposesItem4: {
    id: 'privacy.purposes.item4',
    defaultMessage:
      '<b>To send you news and offers</b>, only if you agree: your consent (article 6.1.a GDPR), which you can withdraw at any time without affecting earlier processing.',
  },
  purposesP1: {
    id: 'privacy.purposes.p1',
    defaultMessage:
      'We do not sell your data and we do not make decisions about you based solely on automated processing.',
  },
  healthTitle: { id: 'privacy.health.title', defaultMessage: 'Your health data' },
  healthP1: {
    id: 'privacy.health.p1',
    defaultMessage:
      'Health data are a special category of personal data. Only the professionals who treat you, and the staff who need them to run the service, can see them, always under a duty of confidentiality.',
  },
  healthP2: {
    id: 'privacy.health.p2',
    defaultMessage:
      'When a doctor needs your personal data to issue a prescription, the app asks you first. You decide whether to share them with all the professionals who treat you or only with that one.',
  },
  healthP3: {
    id: 'privacy.health.p3',
    defaultMessage:
      'If your company covers the service, it never receives clinical information: it only knows that the service it pays for has been used, for billing.',
  },
  ageTitle: { id: 'privacy.age.title', defaultMessage: 'Minimum age' },
  ageP1: {
    id: 'privacy.age.p1',
    defaultMessage:
      'You must be 18 or over to create an account and use the service. Consultations for a child, for example in paediatrics, are booked by their parent or legal guardian from their own account, and the guardian is present during the video call.',
  },
  chatTitle: { id: 'privacy.chat.title', defaultMessage: 'Chat consultations' },
  chatP1: {
    id: 'privacy.chat.p1',
    defaultMessage:
      'Chat consultations are only available in our mobile app. Messages and images you send by chat are part of your clinical record and are protected in the same way as video consultations.',
  },
  recipientsTitle: { id: 'privacy.recipients.title', defaultMessage: 'Who receives your data' },
  recipientsItem1: {
    id: 'privacy.recipients.item1',
    defaultMessage: 'The doctors and specialists who attend your consultations.',
  },
  recipientsItem2: {
    id: 'privacy.recipients.item2',
    defaultMessage:
      'Providers that process data on our behalf, such as hosting, video calls, payments and messaging, under contracts that meet article 28 GDPR.',
  },
  recipientsItem3: {
    id: 'privacy.recipients.item3',
    defaultMessage: 'Public authorities, courts and health inspection bodies, only when the law requires it.',
  },
  recipientsP1: {
    id: 'privacy.recipients.p1',
    defaultMessage:
      'We choose providers in the European Economic Area. If any data has to leave it, we rely on an adequacy decision of the European Commission or on standard contractual clauses.',
  },
  retentionTitle: { id: 'privacy.retention.title', defaultMessage: 'How long we keep it' },
  retentionItem1: {
    id: 'privacy.retention.item1',
    defaultMessage:
      'Clinical documentation: at least five years from the end of each episode of care (article 17 of Law 41/2002), or longer where regional law requires it.',
  },
  retentionItem2: {
    id: 'privacy.retention.item2',
    defaultMessage: 'Invoices and accounting records: six years, as commercial and tax law require.',
  },
  retentionItem3: {
    id: 'privacy.retention.item3',
    defaultMessage:
      'Account data: while your account is open; afterwards they are blocked and kept only for as long as legal claims can be brought.',
  },
  retentionItem4: {
    id: 'privacy.retention.item4',
    defaultMessage: 'Marketing preferences: until you withdraw your consent.',
  },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Your rights' },
  rightsP1: {
    id: 'privacy.rights.p1',
    defaultMessage:
      'You can ask for access to your data, rectification, erasure, restriction of processing, portability, and object to processing, by writing to {email}. We may ask you to prove your identity. Some data, such as your clinical record, must be kept by law even if you ask us to delete it.',
  },
  rightsP2: {
    id: 'privacy.rights.p2',
    defaultMessage:
      'If you think we have not handled your data properly, you can file a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, www.aepd.es).',
  },
  securityTitle: { id: 'privacy.security.title', defaultMessage: 'Security' },
  securityP1: {
    id: 'privacy.security.p1',
    defaultMessage:
      'Connections are encrypted, access to clinical information is restricted and logged, and video consultations are not recorded. We review these measures regularly.',
  },
  changesTitle: { id: 'privacy.changes.title', defaultMessage: 'Changes to this policy' },
  changesP1: {
    id: 'privacy.changes.p1',
    defaultMessage:
      'If we make significant changes to this policy, we will tell you in the app or by e-mail before they apply.',
  },
});

/** Privacy policy for a Spanish health service: GDPR, LOPDGDD, Law 41/2002; health data as a special category. Values: {email}. */
export const privacySections: InfoSection[] = [
  { id: 'privacy-controller', title: m.controllerTitle, blocks: [m.controllerP1, m.controllerP2] },
  {
    id: 'privacy-data',
    title: m.dataTitle,
    blocks: [{ list: [m.dataItem1, m.dataItem2, m.dataItem3, m.dataItem4, m.dataItem5] }],
  },
  {
    id: 'privacy-purposes',
    title: m.purposesTitle,
    blocks: [{ list: [m.purposesItem1, m.purposesItem2, m.purposesItem3, m.purposesItem4] }, m.purposesP1],
  },
  { id: 'privacy-health', title: m.healthTitle, blocks: [m.healthP1, m.healthP2, m.healthP3] },
  { id: 'privacy-age', title: m.ageTitle, blocks: [m.ageP1] },
  { id: 'privacy-chat', title: m.chatTitle, blocks: [m.chatP1] },
  {
    id: 'privacy-recipients',
    title: m.recipientsTitle,
    blocks: [{ list: [m.recipientsItem1, m.recipientsItem2, m.recipientsItem3] }, m.recipientsP1],
  },
  {
    id: 'privacy-retention',
    title: m.retentionTitle,
    blocks: [{ list: [m.retentionItem1, m.retentionItem2, m.retentionItem3, m.retentionItem4] }],
  },
  { id: 'privacy-rights', title: m.rightsTitle, blocks: [m.rightsP1, m.rightsP2] },
  { id: 'privacy-security', title: m.securityTitle, blocks: [m.securityP1] },
  { id: 'privacy-changes', title: m.changesTitle, blocks: [m.changesP1] },
];
