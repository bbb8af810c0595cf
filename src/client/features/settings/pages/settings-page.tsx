import { PagePlaceholder } from '../../../components/layout/page-placeholder';

// Placeholder until this feature's issue lands; routing and gating already work.
export default function Page() {
  return <PagePlaceholder titleKey="shell:nav.settings" />;
}
