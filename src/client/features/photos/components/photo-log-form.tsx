import { type FormEvent, useState } from 'react';
import { AREA_MAX, NOTES_MAX, PHOTO_MESSAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { Property } from '#shared/properties/property-schemas';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { Card, CardBody } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useSession } from '#client/lib/session';
import {
  PhotoPicker,
  UploadQueue,
  useRefreshPhotos,
  useUploadQueue,
  WaitingUploads,
} from '#client/features/photo-upload';
import { uploadVideo, useRefreshVideos, VideoUploadButton } from '#client/features/videos';

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

const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * The photos of one stage for one property and area, uploaded two at a time with their progress.
 * Each is kept on the device first: one the connection failed to send uploads from there later.
 * With `stayId` the photos are a Travel Mode stay's (its check-in or check-out) and no property is
 * chosen.
 */
export function PhotoLogForm({
  stage,
  properties,
  doneMessage,
  stayId,
}: {
  stage: EvidenceStage;
  properties: Property[] | undefined;
  doneMessage: string;
  stayId?: string;
}) {
  const refreshPhotos = useRefreshPhotos();
  const refreshVideos = useRefreshVideos();
  const queue = useUploadQueue();
  const userId = useSession().user?.id;
  const [chosenPropertyId, setPropertyId] = useState('');
  const propertyId = stayId ?? chosenPropertyId;
  const [area, setArea] = useState('');
  const [notes, setNotes] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!propertyId || !queue.hasWaiting) {
      notify.error('Missing Information', PHOTO_MESSAGES.missing);
      return;
    }
    const { succeeded, failed, saved } = await queue.uploadAll(
      { propertyId, stage, area, notes },
      { keepOnDeviceFor: userId },
    );
    if (succeeded > 0) await refreshPhotos();
    if (failed > 0) {
      notify.error(
        'Upload Failed',
        `${failed} of ${succeeded + failed + saved} photos could not be uploaded. See the reasons below each one.`,
      );
      return;
    }
    if (saved > 0) {
      notify.success('Saved on this device', `${photos(saved)} will upload when you're back online.`);
    } else {
      notify.success('Success!', doneMessage);
    }
    setNotes('');
  };

  return (
    <Card className="max-w-2xl">
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4">
          <WaitingUploads onUploaded={refreshPhotos} />
          {!stayId && (
            <FormField id="photo-property" label="Property">
              <PropertySelect
                properties={properties}
                id="photo-property"
                value={propertyId}
                onChange={setPropertyId}
              />
            </FormField>
          )}
          <FormField
            id="photo-area"
            label="Area"
            hint={`The room or part of the ${stayId ? 'place' : 'home'}, e.g. ${stayId ? 'Bathroom' : 'Kitchen'}.`}
          >
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
          <FormField id="photo-notes" label="Notes" hint="What the photos show: marks, damage, condition.">
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
          {!stayId && (
            // A clip is sent as soon as it is chosen, for the property and area above (docs/product.md §34).
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-slate-800">Videos</p>
              <VideoUploadButton
                upload={(file, onProgress) => uploadVideo({ propertyId, stage, area }, file, onProgress)}
                onUploaded={refreshVideos}
                disabled={!propertyId}
              />
            </div>
          )}
          <Button type="submit" className="w-full sm:w-auto" busy={queue.uploading} disabled={!propertyId}>
            {queue.uploading ? 'Uploading…' : 'Upload Photos'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
