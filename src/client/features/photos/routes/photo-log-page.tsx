import { Images } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AREA_MAX, NOTES_MAX, PHOTO_MESSAGES, type PhotoStage } from '#shared/photos/photo-schemas';
import { PageHeader } from '#client/components/page-header';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { Card, CardBody } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { notify } from '#client/lib/notify';
import { useProperties } from '#client/features/properties/api/properties-api';
import { useRefreshPhotos } from '../api/photos-api';
import { useUploadQueue } from '#client/components/photo-upload/use-upload-queue';
import { PhotoPicker } from '#client/components/photo-upload/photo-picker';
import { UploadQueue } from '#client/components/photo-upload/upload-queue';

const COPY: Record<'move-in' | 'move-out', { title: string; intro: string; done: string }> = {
  'move-in': {
    title: 'Move-In Documentation',
    intro: 'Photograph every room as you find it, before you unpack.',
    done: 'Move-in photos logged.',
  },
  'move-out': {
    title: 'Move-Out Documentation',
    intro: 'Photograph every room as you leave it, after cleaning.',
    done: 'Move-out photos logged.',
  },
};

const AREA_SUGGESTIONS = [
  'Living Room',
  'Kitchen',
  'Bedroom',
  'Bathroom',
  'Hallway',
  'Entrance',
  'Balcony',
  'Closet',
  'Laundry',
  'Windows',
  'Floors',
  'Walls',
];

export function PhotoLogPage({ stage }: { stage: Extract<PhotoStage, 'move-in' | 'move-out'> }) {
  const copy = COPY[stage];
  const properties = useProperties();
  const refreshPhotos = useRefreshPhotos();
  const queue = useUploadQueue();
  const [propertyId, setPropertyId] = useState('');
  const [area, setArea] = useState('');
  const [notes, setNotes] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!propertyId || !queue.hasWaiting) {
      notify.error('Missing Information', PHOTO_MESSAGES.missing);
      return;
    }
    const { succeeded, failed } = await queue.uploadAll({ propertyId, stage, area, notes });
    if (succeeded > 0) await refreshPhotos();
    if (failed === 0) {
      notify.success('Success!', copy.done);
      setNotes('');
    } else {
      notify.error(
        'Upload Failed',
        `${failed} of ${succeeded + failed} photos could not be uploaded. See the reasons below each one.`,
      );
    }
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.intro}
        actions={
          <Button asChild variant="secondary">
            <Link to="/gallery">
              <Images className="size-4" aria-hidden />
              Gallery
            </Link>
          </Button>
        }
      />
      <nav aria-label="Stage" className="mb-6 inline-flex rounded-lg border border-slate-200 bg-white p-1">
        {(['move-in', 'move-out'] as const).map((s) => (
          <NavLink
            key={s}
            to={`/${s}`}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center rounded-md px-4 text-sm font-medium',
                isActive ? 'bg-accent-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            {s === 'move-in' ? 'Move-In' : 'Move-Out'}
          </NavLink>
        ))}
      </nav>
      {properties.data?.length === 0 ? (
        <EmptyState
          icon={<Images className="size-6" aria-hidden />}
          title="Add a property first"
          action={
            <Button asChild>
              <Link to="/properties">Add a Property</Link>
            </Button>
          }
        >
          Photos belong to a property. Add the place you rent, then come back to photograph it.
        </EmptyState>
      ) : (
        <Card className="max-w-2xl">
          <CardBody>
            <form onSubmit={submit} noValidate className="space-y-4">
              <FormField id="photo-property" label="Property">
                <PropertySelect
                  properties={properties.data}
                  id="photo-property"
                  value={propertyId}
                  onChange={setPropertyId}
                />
              </FormField>
              <FormField id="photo-area" label="Area" hint="The room or part of the home, e.g. Kitchen.">
                <Input
                  id="photo-area"
                  list="area-suggestions"
                  value={area}
                  maxLength={AREA_MAX}
                  onChange={(e) => setArea(e.target.value)}
                />
                <datalist id="area-suggestions">
                  {AREA_SUGGESTIONS.map((suggestion) => (
                    <option key={suggestion} value={suggestion} />
                  ))}
                </datalist>
              </FormField>
              <FormField
                id="photo-notes"
                label="Notes"
                hint="What the photos show: marks, damage, condition."
              >
                <Textarea
                  id="photo-notes"
                  rows={3}
                  value={notes}
                  maxLength={NOTES_MAX}
                  onChange={(e) => setNotes(e.target.value)}
                />
              </FormField>
              <FormField id="photo-files" label="Photos">
                <PhotoPicker onPick={queue.add} disabled={queue.uploading} />
              </FormField>
              <UploadQueue items={queue.items} onRemove={queue.remove} locked={queue.uploading} />
              <Button
                type="submit"
                className="w-full sm:w-auto"
                busy={queue.uploading}
                disabled={!propertyId}
              >
                {queue.uploading ? 'Uploading…' : 'Upload Photos'}
              </Button>
            </form>
          </CardBody>
        </Card>
      )}
    </>
  );
}
