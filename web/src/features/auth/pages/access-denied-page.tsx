import { AccessDeniedPanel } from '../components/access-denied-panel.tsx';

export default function AccessDeniedPage() {
  return <AccessDeniedPanel />;
}
