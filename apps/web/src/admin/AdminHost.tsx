import { messages } from '@vitrine/shared/messages';

export default function AdminHost() {
  return <main>{messages.login.title}</main>;
}
