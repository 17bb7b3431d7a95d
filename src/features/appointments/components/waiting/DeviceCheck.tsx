import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MessageDescriptor, FormattedMessage, useIntl } from 'react-intl';
import { type DeviceCheckState, useDeviceCheck } from '../../hooks/useDeviceCheck';
import { deviceMessages, unnamedDevice } from '../../waitingMessages';
import { LevelMeter, VideoPreview } from './DevicePreview';

const problems: Partial<Record<DeviceCheckState, [MessageDescriptor, MessageDescriptor]>> = {
  denied: [deviceMessages.deniedTitle, deviceMessages.denied],
  noDevice: [deviceMessages.noDeviceTitle, deviceMessages.noDevice],
  inUse: [deviceMessages.inUseTitle, deviceMessages.inUse],
  unsupported: [deviceMessages.unsupportedTitle, deviceMessages.unsupported],
  error: [deviceMessages.errorTitle, deviceMessages.error],
};

function DevicePicker({
  id,
  label,
  devices,
  value,
  onChange,
}: {
  id: string;
  label: MessageDescriptor;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (deviceId: string) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      select
      id={id}
      size="small"
      fullWidth
      label={intl.formatMessage(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {devices.map((device, index) => (
        <option key={device.deviceId || index} value={device.deviceId}>
          {device.label ||
            intl.formatMessage(unnamedDevice, { kind: intl.formatMessage(label), number: index + 1 })}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Before the call: the camera preview, the microphone level, camera and microphone pickers, and when the
 * browser refuses, what to do about it. The patient can always go on without passing it.
 */
export function DeviceCheck({ onDone }: { onDone: () => void }) {
  const check = useDeviceCheck();
  const problem = problems[check.state];
  return (
    <Box component="section" aria-labelledby="device-check-title" sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography id="device-check-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          <FormattedMessage {...deviceMessages.title} />
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          <FormattedMessage {...deviceMessages.intro} />
        </Typography>
      </div>
      <div role="status">
        {check.state === 'requesting' && (
          <Typography>
            <FormattedMessage {...deviceMessages.requesting} />
          </Typography>
        )}
        {check.state === 'ready' && (
          <Typography sx={{ fontWeight: 700, color: 'success.dark' }}>
            <FormattedMessage {...deviceMessages.ready} />
          </Typography>
        )}
      </div>
      {problem && (
        <Alert severity="warning">
          <AlertTitle>
            <FormattedMessage {...problem[0]} />
          </AlertTitle>
          <FormattedMessage {...problem[1]} />
          <Box sx={{ mt: 1.5 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={check.retry}>
              <FormattedMessage {...deviceMessages.tryAgain} />
            </Button>
          </Box>
        </Alert>
      )}
      {check.state === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <VideoPreview stream={check.stream} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <LevelMeter level={check.level} />
            <DevicePicker
              id="device-camera"
              label={deviceMessages.camera}
              devices={check.cameras}
              value={check.cameraId}
              onChange={check.chooseCamera}
            />
            <DevicePicker
              id="device-microphone"
              label={deviceMessages.microphone}
              devices={check.microphones}
              value={check.microphoneId}
              onChange={check.chooseMicrophone}
            />
          </Box>
        </Box>
      )}
      <Box>
        <Button variant={check.state === 'ready' ? 'contained' : 'outlined'} onClick={onDone}>
          <FormattedMessage {...(check.state === 'ready' ? deviceMessages.continue : deviceMessages.skip)} />
        </Button>
      </Box>
    </Box>
  );
}
