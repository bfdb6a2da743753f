import { Box, List, ListItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { CityGroup, MapPlace, PlaceEntry } from './mapPlaces';

export interface CityGroupsListProps<T extends MapPlace> {
  groups: CityGroup<T>[];
  renderEntry: (entry: PlaceEntry<T>) => ReactNode;
  /** Under each city's name, e.g. "3 providers". */
  caption?: (group: CityGroup<T>) => string;
  label: string;
}

/** The map's stand-in: one heading per city, its places below (nearest first when known). */
export function CityGroupsList<T extends MapPlace>({
  groups,
  renderEntry,
  caption,
  label,
}: CityGroupsListProps<T>) {
  return (
    <Box component="section" aria-label={label} data-testid="map-stand-in">
      {groups.map((group) => (
        <Box key={group.city} sx={{ mb: 2 }} data-testid="map-stand-in-city">
          <Typography variant="h6" component="h3">
            {group.city}
          </Typography>
          {caption && (
            <Typography variant="body2" color="textSecondary">
              {caption(group)}
            </Typography>
          )}
          <List dense disablePadding>
            {group.entries.map((entry) => (
              <ListItem key={entry.place.id} disableGutters divider>
                {renderEntry(entry)}
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
