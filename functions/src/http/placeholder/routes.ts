import { Router } from 'express';
import { z } from 'zod';
import { solidPng } from './png';

const MAX_SIDE = 512;
const PLACEHOLDER_GREY = [0xbd, 0xbd, 0xbd] as const;

const sizeSchema = z.object({
  width: z.coerce.number().int().min(1).max(MAX_SIDE),
  height: z.coerce.number().int().min(1).max(MAX_SIDE),
});

export const placeholderRouter = Router();

placeholderRouter.get('/:width/:height', (req, res) => {
  const { width, height } = sizeSchema.parse(req.params);
  res
    .type('image/png')
    .set('Cache-Control', 'public, max-age=86400, immutable')
    .send(solidPng(width, height, PLACEHOLDER_GREY));
});
