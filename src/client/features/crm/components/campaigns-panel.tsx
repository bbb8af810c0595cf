import { useState } from 'react';
import { useCampaignSettings } from '../api/campaigns';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';
import { CampaignRecipients } from './campaign-recipients';

/** The campaigns tab: a new campaign on the left; the campaigns and the chosen one's recipients on the right. */
export function CampaignsPanel({ businessId }: { businessId: number }) {
  const emailConfigured = useCampaignSettings(businessId).data?.emailConfigured ?? false;
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CampaignForm businessId={businessId} emailConfigured={emailConfigured} onCreated={setSelected} />
      <div className="grid content-start gap-4">
        <CampaignList businessId={businessId} emailConfigured={emailConfigured} onView={setSelected} />
        <CampaignRecipients businessId={businessId} campaignId={selected} />
      </div>
    </div>
  );
}
