import { MSG } from '@scheduler/contracts/messages';
import { AccessDeniedPanel } from '../components/access-denied-panel.tsx';

export default function AccessDeniedLocationPage() {
  return <AccessDeniedPanel detail={MSG.locationDenied} />;
}
