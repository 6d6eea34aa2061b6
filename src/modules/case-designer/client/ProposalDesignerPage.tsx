// /system/proposalConfig (spec 2.13, full screen): the designer on proposal forms, with the public link and the
// proposals received.
import { DesignerView } from './DesignerPage';

export default function ProposalDesignerPage() {
  return <DesignerView purpose="proposal" />;
}
