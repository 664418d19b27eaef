import { ClipboardCheck, KeyRound, PiggyBank } from 'lucide-react';
import type { PageMeta } from '#client/components/site/site-ui';
import { AudiencePage } from './audience-page';

export const meta: PageMeta = {
  title: 'For Renters',
  description:
    'Move in with photos that prove the condition of your home, track every issue, and get your security deposit back.',
};

export function ForRentersPage() {
  return (
    <AudiencePage
      title="For Renters"
      lead="Your deposit is your money. Rentproof keeps the proof that it should come back to you: what the home looked like, what broke, and what you paid."
      action={{ href: '/login', label: 'Start Documenting' }}
      benefitsTitle="Protection from the first day to the last"
      benefits={[
        {
          title: 'Move-in peace of mind',
          icon: <KeyRound aria-hidden />,
          text: 'Walk through each room with your phone on day one. Every photo records when it was taken and when we received it, so nobody can claim it was taken later.',
        },
        {
          title: 'Issue tracking',
          icon: <ClipboardCheck aria-hidden />,
          text: 'Log a dripping tap or a broken blind the day you notice it, with photos and costs, and mark it fixed when it is. The history is there when a charge appears.',
        },
        {
          title: 'A secure deposit',
          icon: <PiggyBank aria-hidden />,
          text: 'At move-out, compare your photos room by room with day one and send a report or a signed evidence bundle. Clear records end most disputes before they start.',
        },
      ]}
      story={{
        title: 'How it goes',
        paragraphs: [
          'You get the keys on a Saturday. Before the boxes come in, you spend fifteen minutes photographing walls, floors, windows and appliances, room by room. Rentproof keeps each photo private, with its time and a fingerprint of the original file.',
          'In the spring the oven stops heating. You log it in the maintenance journal with a photo and the date you told the landlord, and mark it completed when the repair is done. Your rent payments and the receipt for the new shower curtain sit beside it.',
          'Two years later you hand the keys back. The landlord mentions a scratch on the kitchen floor. You open the comparison: the scratch is in your move-in photo, taken on your first day. You share the report with a link that expires in a week, and the conversation is over.',
        ],
      }}
      closing={{
        title: 'Start with the home you live in now',
        text: 'It is never too late: photos taken today still protect you at move-out.',
        action: { href: '/login', label: 'Get Started' },
      }}
    />
  );
}
