import {
  consoleSurveyEndpoint,
  consoleSurveysEndpoint,
  surveyResultsEndpoint,
} from '@hospital/contract/console';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const surveysKey = ['content', 'surveys'] as const;

export const useSurveys = () =>
  useQuery({ queryKey: surveysKey, queryFn: () => callEndpoint(consoleSurveysEndpoint, {}) });

/** Nothing to load for a survey not yet written. */
export const useSurvey = (id: number | null) =>
  useQuery({
    queryKey: [...surveysKey, id],
    queryFn: () => callEndpoint(consoleSurveyEndpoint, { params: { id: id! } }),
    enabled: id !== null,
  });

export const useSurveyResults = (id: number) =>
  useQuery({
    queryKey: [...surveysKey, id, 'results'],
    queryFn: () => callEndpoint(surveyResultsEndpoint, { params: { id } }),
  });
