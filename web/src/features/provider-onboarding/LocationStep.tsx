import {
  Alert,
  Autocomplete,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  COUNTRY_CODES_BY_NAME,
  COUNTRY_NAMES,
  formatLatLng,
  MAJOR_CITIES,
  type CountryCode,
  type LatLng,
} from '@marketplace/domain';
import { LocationPicker } from '../../shared/maps/LocationPicker';
import { knownCity, type PositionMode } from './draft';
import { fieldId, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported';

const isCountry = (value: string): value is CountryCode =>
  (COUNTRY_CODES as readonly string[]).includes(value);

const modeOf = (value: string): PositionMode =>
  value === 'device' || value === 'map' ? value : 'city';

/** Step 3: country, city (suggested, free text allowed) and the position on the map. */
export function LocationStep({ draft, change, message, language }: StepProps) {
  const { t } = useTranslation(ONBOARDING_NS);
  const positionLabel = useId();
  const [locating, setLocating] = useState<Locating>('idle');
  // The map is offered once a Maps key, a network and Google's script allow it.
  const [mapAvailable, setMapAvailable] = useState(false);

  const countries = COUNTRY_CODES_BY_NAME[language];
  const cities = useMemo(
    () =>
      MAJOR_CITIES.filter((city) => !draft.country || city.country === draft.country)
        .map((city) => city.name)
        .sort((a, b) => a.localeCompare(b, language)),
    [draft.country, language],
  );

  const setCity = (city: string) => {
    const picked = MAJOR_CITIES.find((item) => item.name === city);
    change(
      (current) => ({
        ...current,
        city,
        // Picking a city of another country (none chosen yet) chooses that country too.
        country: picked && !current.country ? picked.country : current.country,
      }),
      'city',
      'geo',
    );
  };
  const setMode = (positionMode: PositionMode) => {
    if (positionMode === 'city') setLocating('idle');
    change((current) => ({ ...current, positionMode }), 'geo');
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('unsupported');
      return;
    }
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        change(
          (current) => ({
            ...current,
            positionMode: 'device',
            position: { lat: coords.latitude, lng: coords.longitude },
          }),
          'geo',
        );
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const chooseOnMap = (point: LatLng) =>
    change((current) => ({ ...current, positionMode: 'map', mapPosition: point }), 'geo');
  // Where the map starts: the point already chosen, the device's, the city's or country's centre.
  const mapCentre: LatLng | undefined =
    draft.mapPosition ??
    draft.position ??
    knownCity(draft.city) ??
    MAJOR_CITIES.find((city) => city.country === draft.country);

  const countryError = message('country');
  const cityError = message('city');
  const geoError = message('geo');
  const locateProblem =
    locating === 'denied'
      ? t('location.geoDenied')
      : locating === 'unavailable'
        ? t('location.geoUnavailable')
        : locating === 'unsupported'
          ? t('location.geoUnsupported')
          : undefined;

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id={fieldId('country')}
            name="country"
            label={t('location.country')}
            value={draft.country}
            onChange={(event) => {
              const { value } = event.target;
              change(
                (current) => ({ ...current, country: isCountry(value) ? value : '' }),
                'country',
              );
            }}
            select
            required
            fullWidth
            error={countryError !== undefined}
            helperText={countryError}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('location.chooseCountry')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {COUNTRY_NAMES[code][language]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Autocomplete
            id={fieldId('city')}
            freeSolo
            options={cities}
            inputValue={draft.city}
            onInputChange={(_event, value) => setCity(value)}
            noOptionsText={t('location.noCity')}
            renderInput={(params) => (
              <TextField
                {...params}
                name="city"
                label={t('location.city')}
                required
                error={cityError !== undefined}
                helperText={cityError ?? t('location.cityHelp')}
              />
            )}
          />
        </Grid>
      </Grid>

      <FormControl
        component="fieldset"
        error={geoError !== undefined}
        id={fieldId('geo')}
        tabIndex={-1}
      >
        <FormLabel component="legend" id={positionLabel}>
          {t('location.position')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={positionLabel}
          value={draft.positionMode}
          onChange={(event) => {
            const mode = modeOf(event.target.value);
            setMode(mode);
            // Choosing "my current position" asks for it at once, unless one is already set.
            if (mode === 'device' && !draft.position) locate();
          }}
        >
          <FormControlLabel value="city" control={<Radio />} label={t('location.byCity')} />
          <FormControlLabel value="device" control={<Radio />} label={t('location.byDevice')} />
          {/* Kept while chosen, even if the map goes away, so the choice stays visible. */}
          {(mapAvailable || draft.positionMode === 'map') && (
            <FormControlLabel value="map" control={<Radio />} label={t('location.byMap')} />
          )}
        </RadioGroup>
        {draft.positionMode === 'device' && (
          <Stack spacing={1} sx={{ pl: 4, alignItems: 'flex-start' }}>
            <Button variant="outlined" onClick={locate} disabled={locating === 'locating'}>
              {locating === 'locating' ? t('location.locating') : t('location.locate')}
            </Button>
            {draft.position && (
              <Typography variant="body2" color="textSecondary">
                {t('location.located', { position: formatLatLng(draft.position) })}
              </Typography>
            )}
          </Stack>
        )}
        <Stack
          spacing={1}
          sx={{ pl: 4, display: draft.positionMode === 'map' ? undefined : 'none' }}
        >
          {draft.positionMode === 'map' && (
            <Typography variant="body2" color="textSecondary">
              {mapAvailable ? t('location.mapHelp') : t('location.mapUnavailable')}
            </Typography>
          )}
          <LocationPicker
            open={draft.positionMode === 'map'}
            value={draft.mapPosition}
            centre={mapCentre}
            language={language}
            label={t('location.mapLabel')}
            onChange={chooseOnMap}
            onAvailableChange={setMapAvailable}
          />
          {draft.positionMode === 'map' && draft.mapPosition && (
            <Typography variant="body2" color="textSecondary" data-testid="map-chosen">
              {t('location.mapChosen', { position: formatLatLng(draft.mapPosition) })}
            </Typography>
          )}
        </Stack>
        {geoError && <FormHelperText>{geoError}</FormHelperText>}
      </FormControl>
      {locateProblem && <Alert severity="warning">{locateProblem}</Alert>}
    </Stack>
  );
}
