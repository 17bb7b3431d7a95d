import type { MessageDescriptor } from 'react-intl';
import type { Profile } from '../../state/session/api';
import { profileMessages } from './messages';

export interface CompletenessItem {
  key: 'phone' | 'firstName' | 'lastName' | 'idNumber' | 'birthDay';
  label: MessageDescriptor;
  done: boolean;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The five things spec §4 Profile completeness asks for, each done or missing (the same rule as the header). */
export function completenessItems(profile: Profile): CompletenessItem[] {
  return [
    { key: 'phone', label: profileMessages.itemPhone, done: profile.is_mobile_verified === true },
    { key: 'firstName', label: profileMessages.itemFirstName, done: present(profile.first_name) },
    { key: 'lastName', label: profileMessages.itemLastName, done: present(profile.last_name) },
    { key: 'idNumber', label: profileMessages.itemIdNumber, done: present(profile.id_number) },
    { key: 'birthDay', label: profileMessages.itemBirthDay, done: present(profile.birth_day) },
  ];
}
